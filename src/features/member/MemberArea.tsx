import { Outlet } from 'react-router';
import { AuthProvider } from '../../ui/AuthProvider';
import { MemberNav } from './MemberNav';
import './member.scss';

/** The member routes' frame; the auth provider lives here so only member chunks load Auth. */
export default function MemberArea() {
  return (
    <AuthProvider>
      <MemberNav />
      <Outlet />
    </AuthProvider>
  );
}
