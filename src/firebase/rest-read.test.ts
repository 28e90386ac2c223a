import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../config/env';
import { fetchDocument } from './rest-read';

const settings = vi.hoisted(() => ({ appCheckSiteKey: '' }));
vi.mock('../config/env', () => ({
  appEnv: (): AppEnv => ({
    firebase: {
      apiKey: 'web-key',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      storageBucket: 'shop.appspot.com',
      messagingSenderId: '1',
      appId: 'app',
    },
    emulators: null,
    shopUrl: 'https://shopee.co.id/onegadget.bali',
    appCheckSiteKey: settings.appCheckSiteKey,
    shopWhatsApp: '',
  }),
}));

const appCheck = vi.hoisted(() => ({ appCheckToken: vi.fn() }));
vi.mock('./app-check', () => appCheck);

const fetchMock = vi.fn<typeof fetch>();
const kontak = {
  name: 'projects/shop/databases/(default)/documents/kontak/aktif',
  fields: { whatsapp: { stringValue: '081234567890' } },
};

/** The App Check header of the one request made, or null when it has none. */
function sentAppCheckHeader(): string | null {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toBe(
    'https://firestore.googleapis.com/v1/projects/shop/databases/(default)/documents/kontak/aktif?key=web-key',
  );
  return new Headers(init?.headers).get('X-Firebase-AppCheck');
}

describe('fetchDocument (the REST read of /link)', () => {
  beforeEach(() => {
    settings.appCheckSiteKey = '';
    appCheck.appCheckToken.mockReset();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(kontak), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the App Check token its token source gives', async () => {
    const doc = await fetchDocument('kontak/aktif', async () => 'app-check-token');
    expect(sentAppCheckHeader()).toBe('app-check-token');
    expect(doc).toEqual({ id: 'aktif', data: { whatsapp: '081234567890' } });
  });

  it('with App Check configured, sends the token App Check gives', async () => {
    settings.appCheckSiteKey = 'site-key';
    appCheck.appCheckToken.mockResolvedValue('token-from-app-check');
    await fetchDocument('kontak/aktif');
    expect(sentAppCheckHeader()).toBe('token-from-app-check');
  });

  it('without App Check configured, sends no header and never loads App Check', async () => {
    const doc = await fetchDocument('kontak/aktif');
    expect(sentAppCheckHeader()).toBeNull();
    expect(appCheck.appCheckToken).not.toHaveBeenCalled();
    expect(doc?.data.whatsapp).toBe('081234567890');
  });

  it('when App Check has no token to give, still reads, without the header', async () => {
    settings.appCheckSiteKey = 'site-key';
    appCheck.appCheckToken.mockResolvedValue(null);
    await fetchDocument('kontak/aktif');
    expect(sentAppCheckHeader()).toBeNull();
  });

  it('a missing document is null', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    await expect(fetchDocument('kontak/aktif', async () => null)).resolves.toBeNull();
  });
});
