import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A build made without the Firebase config: the app itself is never drawn.
vi.mock('./config/env', () => ({ envResult: { ok: false, missing: ['VITE_FIREBASE_API_KEY'] } }));
vi.mock('./app/router', () => ({ App: () => null, ROUTED: [] }));
vi.mock('./lib/idle', () => ({ afterLoadWhenIdle: () => () => {} }));

/** The page as the build wrote it for a build without the config (prerender.tsx). */
const BUILT_COPY = '<main><h1>Situs belum dikonfigurasi</h1><p>Salinan dari build</p></main>';

describe('main: a build without the Firebase config', () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = `<div id="root">${BUILT_COPY}</div>`;
  });
  afterEach(() => {
    vi.doUnmock('./app/ConfigErrorPage');
    document.body.innerHTML = '';
  });

  it('draws the missing-config page, naming what is missing', async () => {
    await import('./main');
    expect(await screen.findByText('VITE_FIREBASE_API_KEY')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Situs belum dikonfigurasi' })).toBeInTheDocument();
    expect(screen.queryByText('Salinan dari build')).not.toBeInTheDocument();
  });

  it("keeps the build's copy of that page when its file cannot load, never an empty page", async () => {
    vi.doMock('./app/ConfigErrorPage', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('./main');
    // Once the failed import has settled (it is logged), the copy is still there.
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(screen.getByText('Salinan dari build')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Situs belum dikonfigurasi' })).toBeInTheDocument();
    failed.mockRestore();
  });
});
