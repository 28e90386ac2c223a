import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/**
 * /member and /login-member → /member/login, keeping navigation state (so
 * registration's 'Registrasi berhasil. Silakan login.' arrives). Tiny and
 * eager: the router uses it without loading the member chunk.
 */
export function ToMemberLogin() {
  const { state } = useLocation();
  return <Navigate to={paths.member.login} replace state={state} />;
}
