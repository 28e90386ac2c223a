/* eslint-disable react-refresh/only-export-components -- test helpers, never bundled */
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MemberUser } from './api';
import { AuthContext, type AuthState } from './auth-context';
import { ToMemberLogin } from './ToMemberLogin';

export const MEMBER: MemberUser = { uid: 'u-1', email: 'ayu@contoh.test', displayName: 'Ayu' };
export const signedIn: AuthState = { user: MEMBER, loading: false };
export const signedOut: AuthState = { user: null, loading: false };
export const authLoading: AuthState = { user: null, loading: true };

/** Every path the router has shown since the last render call, in order. */
export const locationLog: string[] = [];

function LocationLog() {
  const { pathname } = useLocation();
  useEffect(() => {
    locationLog.push(pathname);
  }, [pathname]);
  return null;
}

/** Shows where the router ended up, for pages we only navigate to. */
function Landed({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <p>
      Halaman {name}
      {state ? ` ${JSON.stringify(state)}` : ''}
    </p>
  );
}

/**
 * Renders `page` at `path` inside the member routes, with a fixed auth state.
 * Other member routes render 'Halaman <path>' so redirects are visible.
 */
export function renderMemberRoute(
  page: ReactElement,
  {
    path,
    auth,
    pagePath = path,
    state,
  }: { path: string; auth: AuthState; pagePath?: string; state?: unknown },
) {
  const others = [
    paths.member.login,
    paths.member.home,
    paths.member.profile,
    paths.member.rewards,
    paths.member.coupons,
    paths.member.notifications,
  ].filter((p) => p !== pagePath);
  locationLog.length = 0;
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <LocationLog />
        <Routes>
          <Route path={pagePath} element={page} />
          <Route path={paths.member.root} element={<ToMemberLogin />} />
          <Route path={paths.member.legacyLogin} element={<Landed name={paths.member.legacyLogin} />} />
          {others.map((p) => (
            <Route key={p} path={p} element={<Landed name={p} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}
