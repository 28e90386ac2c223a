/* eslint-disable react-refresh/only-export-components -- test helpers, never bundled */
import { act, render } from '@testing-library/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { routeOf } from '../app/router';
import { paths } from '../config/paths';
import type { AuthUser } from '../firebase/signed-in/auth';
import { AuthContext, type AuthState } from '../ui/auth-context';

export const MEMBER: AuthUser = {
  uid: 'u-1',
  email: 'ayu@contoh.test',
  displayName: 'Ayu',
  admin: false,
  emailVerified: true,
};
export const signedIn: AuthState = { user: MEMBER, loading: false };
export const signedOut: AuthState = { user: null, loading: false };
export const authLoading: AuthState = { user: null, loading: true };
export const signedInAdmin: AuthState = { user: { ...MEMBER, admin: true }, loading: false };

/** Renders a piece of an admin screen with an admin signed in. */
export function renderAsAdmin(ui: ReactElement) {
  return render(<AuthContext.Provider value={signedInAdmin}>{ui}</AuthContext.Provider>);
}

/** Every path the router has shown since the last render call, in order. */
export const locationLog: string[] = [];

function LocationLog() {
  const { pathname } = useLocation();
  useEffect(() => {
    locationLog.push(pathname);
  }, [pathname]);
  return null;
}

/** Stands in for the pages a test only navigates to: 'Halaman <path> <state>'. */
function Landed({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <p>
      Halaman {name}
      {state ? ` ${JSON.stringify(state)}` : ''}
    </p>
  );
}

/** The auth state a test controls, as AuthProvider would hold it. */
function TestAuth({
  initial,
  onSetter,
  children,
}: {
  initial: AuthState;
  onSetter: (set: (auth: AuthState) => void) => void;
  children: ReactNode;
}) {
  const [auth, setAuth] = useState(initial);
  useEffect(() => onSetter(setAuth), [onSetter]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/**
 * Renders `page` as the member page at `path`, inside the app's real member routes
 * (the page table's, with the same guards and redirects) with a fixed auth state,
 * starting at `startAt` (default `path`). The other member pages render
 * 'Halaman <path>', so redirects are visible. `setAuth` changes the auth state later,
 * as a sign-in would.
 */
export function renderMemberRoute(
  page: ReactElement,
  { path, auth, startAt = path, state }: { path: string; auth: AuthState; startAt?: string; state?: unknown },
) {
  locationLog.length = 0;
  let set: (auth: AuthState) => void = () => {};
  const view = render(
    <TestAuth initial={auth} onSetter={(s) => (set = s)}>
      <MemoryRouter initialEntries={[{ pathname: startAt, state }]}>
        <LocationLog />
        <Routes>
          {routeOf('memberArea', (id, entry) =>
            id === 'memberArea' ? <Outlet /> : entry.path === path ? page : <Landed name={entry.path} />,
          )}
          <Route path={paths.member.legacyLogin} element={<Landed name={paths.member.legacyLogin} />} />
        </Routes>
      </MemoryRouter>
    </TestAuth>,
  );
  return { ...view, setAuth: (next: AuthState) => act(() => set(next)) };
}
