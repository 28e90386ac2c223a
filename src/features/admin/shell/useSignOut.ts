import { useSignOutToLogin } from '../../../ui/useSignOutToLogin';
import { logout } from '../api';

/** Logout: signs out, then the member login. */
export const useSignOut = () => useSignOutToLogin(logout);
