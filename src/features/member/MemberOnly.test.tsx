import { render, screen } from '@testing-library/react';
import pages from 'virtual:og-pages';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { authLoading, MEMBER, renderMemberRoute, signedIn, signedOut } from '../../test/member';
import { useMember } from '../../ui/auth-context';
import { CHECKING_SESSION } from './MemberOnly';

function Guarded() {
  return <p>Isi untuk {useMember().displayName}</p>;
}

describe('the member-only routes', () => {
  it('show a spinner and do not redirect while auth is unknown', () => {
    renderMemberRoute(<Guarded />, { path: paths.member.coupons, auth: authLoading });
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_SESSION);
    expect(screen.queryByText(/^Halaman/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Isi untuk/)).not.toBeInTheDocument();
  });

  it('render the page for a signed-in member, who is never null there', () => {
    renderMemberRoute(<Guarded />, { path: paths.member.coupons, auth: signedIn });
    expect(screen.getByText(`Isi untuk ${MEMBER.displayName}`)).toBeInTheDocument();
  });

  it.each([paths.member.home, paths.member.rewards, paths.member.coupons, paths.member.notifications])(
    'send a signed-out visitor from %s to /member/login',
    (path) => {
      renderMemberRoute(<Guarded />, { path, auth: signedOut });
      expect(screen.getByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
      expect(screen.queryByText(/Isi untuk/)).not.toBeInTheDocument();
    },
  );

  const guarded = Object.values(pages).filter((p) => p.signedOutTo);
  it.each(guarded.map((p) => [p.path, p.signedOutTo]))(
    'follow the page table: %s sends a signed-out visitor to %s, and shows a member the page',
    (path, to) => {
      const view = renderMemberRoute(<Guarded />, { path, auth: signedOut });
      expect(screen.getByText(`Halaman ${to}`)).toBeInTheDocument();
      view.unmount();
      renderMemberRoute(<Guarded />, { path, auth: signedIn });
      expect(screen.getByText(`Isi untuk ${MEMBER.displayName}`)).toBeInTheDocument();
    },
  );

  it('guard every member page behind sign-in but the login page', () => {
    const memberPages = Object.values(pages).filter((p) => p.within === 'memberArea' && p.load);
    expect(memberPages.filter((p) => !p.signedOutTo).map((p) => p.path)).toEqual([paths.member.login]);
  });

  it('send a signed-out visitor from the profile to /login-member', () => {
    renderMemberRoute(<Guarded />, { path: paths.member.profile, auth: signedOut });
    expect(screen.getByText(`Halaman ${paths.member.legacyLogin}`)).toBeInTheDocument();
  });

  it('a member page outside the member area fails loudly instead of waiting', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Guarded />)).toThrow(/outside <AuthProvider>/);
  });
});
