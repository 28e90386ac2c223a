import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );

describe('SiteHeader', () => {
  it('marks Login Member on every member screen, not only the login', () => {
    at('/member/kupon');
    expect(screen.getByRole('link', { name: 'Login Member' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('marks the page the visitor is on', () => {
    at('/pricelist');
    expect(screen.getByRole('link', { name: 'Pricelist' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Login Member' })).not.toHaveClass('active');
  });
});
