import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { logout } from '../api';

/** Logout: signs out, then the member login (whatever the sign-out answered). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } finally {
      navigate(paths.member.login, { replace: true });
    }
  };
}
