import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { logout } from './api';

/** Logs out and returns to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } finally {
      navigate(paths.member.login, { replace: true });
    }
  };
}
