import { Outlet } from 'react-router-dom';

/** The member routes' frame; the auth provider lives here so only member chunks load Auth. */
export default function MemberArea() {
  return <Outlet />;
}
