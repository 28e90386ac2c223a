import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

/**
 * Logout for the member and admin areas: signs out with the area's own call,
 * then opens the member login, whatever the sign-out answered.
 */
export function useSignOutToLogin(signOut: () => Promise<void>): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } finally {
      navigate(paths.member.login, { replace: true });
    }
  };
}
