import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import pages from 'virtual:og-pages';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import * as api from './api';
import { MemberNav } from './MemberNav';
import { renderMemberRoute, signedIn, signedOut } from '../../test/member';

vi.mock('./api', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const renderNav = (path: string, auth = signedIn) => renderMemberRoute(<MemberNav />, { path, auth });

describe('MemberNav', () => {
  it('links every member page and marks the current one', () => {
    renderNav(paths.member.coupons);
    const nav = screen.getByRole('navigation', { name: 'Menu member' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kupon' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Notifikasi' })).toHaveAttribute(
      'href',
      paths.member.notifications,
    );
  });

  it("links the page table's member pages with a menu label, in its order", () => {
    renderNav(paths.member.home);
    const links = within(screen.getByRole('navigation', { name: 'Menu member' })).getAllByRole('link');
    const menu = Object.values(pages).filter((p) => p.area === 'member' && p.menu);
    expect(menu.length).toBeGreaterThan(1);
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      menu.map((p) => [p.menu, p.path]),
    );
  });

  it('is not shown to a visitor or on the login page', () => {
    renderNav(paths.member.coupons, signedOut);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    renderNav(paths.member.login);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('Keluar signs out and goes to /member/login', async () => {
    const user = userEvent.setup();
    renderNav(paths.member.rewards);
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(api.logout).toHaveBeenCalled();
    expect(await screen.findByText(`Halaman ${paths.member.login}`)).toBeInTheDocument();
  });

  it("leaves Keluar out on beranda, where the page's Keluar card is the one", () => {
    renderNav(paths.member.home);
    expect(screen.getByRole('navigation', { name: 'Menu member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
  });
});
