import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../config/env';
import { fetchDocument, RestReadError, runQuery } from './rest';

const settings = vi.hoisted(() => ({ appCheckSiteKey: '' }));
vi.mock('../../config/env', async (importOriginal) => ({
  firestoreOrigin: (await importOriginal<typeof import('../../config/env')>()).firestoreOrigin,
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
vi.mock('../app-check', () => appCheck);

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
    'https://firestore.googleapis.com/v1/projects/shop/databases/(default)/documents:batchGet?key=web-key',
  );
  expect(JSON.parse(String(init?.body))).toEqual({
    documents: ['projects/shop/databases/(default)/documents/kontak/aktif'],
  });
  return new Headers(init?.headers).get('X-Firebase-AppCheck');
}

describe("fetchDocument (a visitor's document read, and /link's)", () => {
  beforeEach(() => {
    settings.appCheckSiteKey = '';
    appCheck.appCheckToken.mockReset();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ found: kontak }]), { status: 200 }));
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
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ missing: 'projects/shop/databases/(default)/documents/kontak/aktif' }])),
    );
    await expect(fetchDocument('kontak/aktif', async () => null)).resolves.toBeNull();
  });
});

describe("runQuery (a visitor's list read)", () => {
  beforeEach(() => {
    settings.appCheckSiteKey = '';
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (rows: unknown[]) => fetchMock.mockResolvedValue(new Response(JSON.stringify(rows)));

  it('posts the structured query as text/plain (no preflight) and gives the documents in order', async () => {
    answer([
      {
        document: {
          name: 'projects/shop/databases/(default)/documents/pricelist/b',
          fields: { harga: { integerValue: '5' } },
        },
      },
      { document: { name: 'projects/shop/databases/(default)/documents/pricelist/a', fields: {} } },
    ]);
    const docs = await runQuery(
      'pricelist',
      {
        where: [
          ['kategori', 'in', ['hp', 'HP']],
          ['createdAt', '>=', new Date('0001-01-01T00:00:00Z')],
        ],
        orderBy: ['createdAt', 'desc'],
        limit: 20,
      },
      async () => null,
    );
    expect(docs).toEqual([
      { id: 'b', data: { harga: 5 } },
      { id: 'a', data: {} },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://firestore.googleapis.com/v1/projects/shop/databases/(default)/documents:runQuery?key=web-key',
    );
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/plain');
    expect(JSON.parse(String(init?.body))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'pricelist' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'kategori' },
                  op: 'IN',
                  value: { arrayValue: { values: [{ stringValue: 'hp' }, { stringValue: 'HP' }] } },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'createdAt' },
                  op: 'GREATER_THAN_OR_EQUAL',
                  value: { timestampValue: '0001-01-01T00:00:00.000Z' },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 20,
      },
    });
  });

  it('asks a subcollection under its parent; one filter goes alone; nothing matched is an empty list', async () => {
    answer([{ readTime: '2026-11-24T00:00:00Z' }]);
    expect(await runQuery('users/u 1/kupon', { where: [['aktif', '==', true]] }, async () => null)).toEqual(
      [],
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/documents/users/u%201:runQuery?');
    expect(JSON.parse(String(init?.body)).structuredQuery.where).toEqual({
      fieldFilter: { field: { fieldPath: 'aktif' }, op: 'EQUAL', value: { booleanValue: true } },
    });
  });

  it('keeps each creation time only for a list that asks for it, and never an unreadable one', async () => {
    const doc = (id: string, createTime: string) => ({
      document: { name: `projects/shop/databases/(default)/documents/artikel/${id}`, fields: {}, createTime },
    });
    answer([doc('a', '2026-11-26T17:30:00.123456Z'), doc('b', 'kemarin')]);
    expect(await runQuery('artikel', { created: true }, async () => null)).toEqual([
      { id: 'a', data: {}, created: new Date('2026-11-26T17:30:00.123Z') },
      { id: 'b', data: {} },
    ]);
    answer([doc('a', '2026-11-26T17:30:00Z')]);
    expect(await runQuery('artikel', {}, async () => null)).toEqual([{ id: 'a', data: {} }]);
  });

  it("a refusal or no network rejects with the code Firestore's SDK would give", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    await expect(runQuery('servisan_private', {}, async () => null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(runQuery('pricelist', {}, async () => null)).rejects.toBeInstanceOf(RestReadError);
  });
});
