import { useSignOutToLogin } from '../../ui/useSignOutToLogin';
import { logout } from './api';

/** Logs out and returns to the login page. */
export const useLogout = () => useSignOutToLogin(logout);
