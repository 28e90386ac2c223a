import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import screens from 'virtual:og-pages/admin';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { authLoading, signedIn, signedInAdmin, signedOut } from '../../test/member';
import { AuthContext, type AuthState } from '../../ui/auth-context';
import { AdminOnly, CHECKING_ADMIN } from './AdminOnly';
import { adminRoutes } from './shell/admin-routes';

function LoginStandIn() {
  const { state } = useLocation();
  return <p>Halaman login {JSON.stringify(state)}</p>;
}

function renderAdmin(auth: AuthState, at = '/admin?tab=x') {
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={paths.admin.root} element={<AdminOnly />}>
            <Route index element={<p>Layar admin</p>} />
          </Route>
          <Route path={paths.member.login} element={<LoginStandIn />} />
          <Route path={paths.member.home} element={<p>Area member</p>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('AdminOnly', () => {
  it('waits with a spinner while Auth has not answered', () => {
    renderAdmin(authLoading);
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_ADMIN);
    expect(screen.queryByText('Layar admin')).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page, which is told to come back', () => {
    renderAdmin(signedOut);
    expect(screen.getByText('Halaman login {"from":"/admin?tab=x"}')).toBeInTheDocument();
  });

  it('refuses a member without the admin claim, with a way back', () => {
    renderAdmin(signedIn);
    expect(screen.getByRole('heading', { name: 'Akses khusus admin' })).toBeInTheDocument();
    expect(screen.queryByText('Layar admin')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke Area Member' })).toHaveAttribute('href', paths.member.home);
    expect(screen.getByRole('link', { name: 'Kembali ke Home' })).toHaveAttribute('href', paths.home);
  });

  it('lets an admin in', () => {
    renderAdmin(signedInAdmin);
    expect(screen.getByText('Layar admin')).toBeInTheDocument();
  });
});

describe("the admin app's routes: the page table's admin screens", () => {
  const addressOf = (path: string) => path.replace(/:\w+/g, 'pricelist').replace(/\*$/, 'tidak-ada');

  function renderScreens(at: string, auth = signedInAdmin) {
    return render(
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path={`${paths.admin.root}/*`}
              element={
                <Routes>
                  {adminRoutes((i) => (
                    <p>Layar {screens[i]!.path}</p>
                  ))}
                </Routes>
              }
            />
            <Route path={paths.member.login} element={<LoginStandIn />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
  }

  it.each(screens.map((s) => [s.path, s.layout === 'bare']))(
    'show %s at its address (alone, without the admin bar: %s)',
    (path, bare) => {
      renderScreens(addressOf(path));
      expect(screen.getByText(`Layar ${path}`)).toBeInTheDocument();
      if (bare) expect(screen.queryByRole('navigation', { name: 'Menu admin' })).not.toBeInTheDocument();
      else expect(screen.getByRole('navigation', { name: 'Menu admin' })).toBeInTheDocument();
    },
  );

  it('are all behind the admin claim', () => {
    for (const s of screens) {
      const view = renderScreens(addressOf(s.path), signedOut);
      expect(screen.getByText(/^Halaman login/)).toBeInTheDocument();
      view.unmount();
    }
  });
});
