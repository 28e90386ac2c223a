import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_HINT_KEY } from './install-hint';
import { SiteLayout } from './layouts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function renderLayout(userAgent: string, Layout = SiteLayout) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return render(
    <MemoryRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<h1>Halaman</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const HINT = /Pasang ONE GADGET di layar HP kamu/;

describe('SiteLayout: the add-to-home-screen hint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('Safari on iPhone gets it once a week: shown, remembered, closed with Tutup', async () => {
    renderLayout(IPHONE_SAFARI);
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(Number(localStorage.getItem(INSTALL_HINT_KEY))).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('not again within the week, and never on a browser with its own install', async () => {
    localStorage.setItem(INSTALL_HINT_KEY, String(Date.now() - 60_000));
    const { unmount } = renderLayout(IPHONE_SAFARI);
    await screen.findByRole('heading', { name: 'Halaman' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderLayout(ANDROID_CHROME);
    await screen.findByRole('heading', { name: 'Halaman' });
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('a hint whose file cannot load (offline before the service worker) is no hint, not an error', async () => {
    vi.resetModules();
    vi.doMock('./InstallHint', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadInstallHint } = await import('./install-hint');
    const { default: View } = await loadInstallHint();
    const { container } = render(<View />);
    expect(container).toBeEmptyDOMElement();
    vi.doUnmock('./InstallHint');
  });
});
