import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyServed, resetOfflineCopies } from '../firebase/visitor/offline-copy';
import { OfflineNotice } from './OfflineNotice';
import { witaDate } from '../lib/dates';

const here = () => window.location.pathname;
const at = witaDate(2026, 10, 24, 14, 5).getTime();

describe('OfflineNotice', () => {
  afterEach(() => resetOfflineCopies());

  it('renders nothing on a normal online load', () => {
    const { container } = render(<OfflineNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the Offline badge and the time of the copy the page shows', () => {
    copyServed('pricelist?hp', at, here());
    render(<OfflineNotice />);
    expect(screen.getByText('Offline')).toHaveClass('badge');
    expect(screen.getByRole('status')).toHaveTextContent('Offline Harga per 24 Nov 2026 14.05');
    expect(screen.queryByRole('button', { name: 'Muat ulang' })).not.toBeInTheDocument();
  });

  it('appears as soon as a copy is served, with the wording the page asks for', () => {
    render(<OfflineNotice label="Disimpan" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => copyServed('artikel/a1', at, here()));
    expect(screen.getByRole('status')).toHaveTextContent('Disimpan 24 Nov 2026 14.05');
  });

  it("says nothing of another page's copies", () => {
    copyServed('aksesoris?[]', at, '/somewhere-else');
    const { container } = render(<OfflineNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('back online, offers Muat ulang', () => {
    copyServed('pricelist?hp', at, here());
    const reload = vi.fn();
    render(<OfflineNotice reload={reload} />);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent('Koneksi sudah kembali.');
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('renders nothing at build time, and hydrates without a mismatch before showing', async () => {
    copyServed('pricelist?hp', at, here());
    const html = renderToString(<OfflineNotice />);
    expect(html).toBe('');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatch = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <OfflineNotice />, { onRecoverableError: mismatch }),
    );
    expect(mismatch).not.toHaveBeenCalled();
    // After hydration the notice shows.
    expect(container).toHaveTextContent('Harga per 24 Nov 2026 14.05');
    act(() => root.unmount());
    container.remove();
  });
});
