import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { CHECKING_SESSION, RequireMember } from './guards';
import { authLoading, renderMemberRoute, signedIn, signedOut } from './testing';

const guarded = (redirectTo?: string) => (
  <RequireMember redirectTo={redirectTo}>{(user) => <p>Isi untuk {user.displayName}</p>}</RequireMember>
);

describe('RequireMember', () => {
  it('shows a spinner and does not redirect while auth is unknown', () => {
    renderMemberRoute(guarded(), { path: paths.member.coupons, auth: authLoading });
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_SESSION);
    expect(screen.queryByText(/^Halaman/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Isi untuk/)).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in member', () => {
    renderMemberRoute(guarded(), { path: paths.member.coupons, auth: signedIn });
    expect(screen.getByText('Isi untuk Ayu')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /member/login', () => {
    renderMemberRoute(guarded(), { path: paths.member.home, auth: signedOut });
    expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
    expect(screen.queryByText(/Isi untuk/)).not.toBeInTheDocument();
  });

  it('uses the redirect it is given (profile → /login-member)', () => {
    renderMemberRoute(guarded(paths.member.legacyLogin), { path: paths.member.profile, auth: signedOut });
    expect(screen.getByText(`Halaman ${paths.member.legacyLogin}`)).toBeInTheDocument();
  });
});
