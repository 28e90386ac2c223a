import { Outlet } from 'react-router';
// Its pages' loaders (the router's table names them, src/app/pages.ts) load with this
// page, not in main.js: main.js then carries none of their files' names.
import 'virtual:og-pages/memberArea-loads';
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
