// Chat taps, counted (docs/chat-taps.md): a tap on each kind of chat link opens
// WhatsApp at once and adds one to today's counters (chat_taps/<Bali day>) under
// its kind, its item and the session's source (direct, from a search engine, from
// /link); every wa.me link a visitor sees names its kind; the dashboard shows the
// seeded week. Other specs may tap too, in parallel: counts are compared as
// "at least one more", the item and its name exactly.
import type { Locator, Page } from '@playwright/test';
import { tapCommit } from '../../src/firebase/visitor/tap-commit';
import { baliDay } from '../../src/lib/chat-taps';
import { emulatorConfig, firestore } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, takenOver, test } from './support/test';

test.use({ promoPopupSeen: true });

type Counters = Record<string, unknown>;
const TODAY = baliDay();
const counters = async (): Promise<Counters> => (await firestore.get(`chat_taps/${TODAY}`)) ?? {};
const at = (d: Counters, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], d);
const count = (d: Counters, ...keys: string[]) => Number(at(d, ...keys) ?? 0);

/**
 * WhatsApp is out of reach here: the popup gets a stand-in page. And every count is
 * held back a while on its way, so a WhatsApp that waited for it would show.
 */
async function standInWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  await page.route('**/documents:commit*', async (r) => {
    await new Promise((done) => setTimeout(done, 1500));
    await r.continue();
  });
}

/** The page as a visitor finds it, with the chat-tap listener in (a second after load). */
async function openPage(page: Page, url: string, referer?: string) {
  await page.goto(url, referer ? { referer } : undefined);
  await takenOver(page);
  await expect(page.locator('html[data-chat-taps="on"]')).toHaveCount(1, { timeout: 10_000 });
}

/**
 * Every wa.me link to the shop on the page names its kind. A share ("Bagikan" where
 * the browser has no Web Share) is a wa.me link with no number: a message to anyone, not a chat.
 */
async function everyChatLinkCounted(page: Page) {
  await expect(
    page.locator('a[href^="https://wa.me/"]:not([data-tap]):not([href^="https://wa.me/?"])'),
  ).toHaveCount(0);
}

/**
 * Taps `link`: WhatsApp opens at once (before the count has even answered), and
 * today's counters hold one more under the kind, the source and the link's item.
 */
async function tapCounts(page: Page, link: Locator, want: { kind: string; source: string; item?: boolean }) {
  const item = want.item ? await link.getAttribute('data-tap-item') : null;
  const name = want.item ? await link.getAttribute('data-tap-name') : null;
  if (want.item) expect(item, 'the link names its record').toMatch(/^[a-z_]+:[A-Za-z0-9_-]+$/);
  const before = await counters();
  let answeredAt = Infinity;
  const committed = page
    .waitForResponse((r) => r.url().includes('/documents:commit'))
    .then((r) => ((answeredAt = Date.now()), r));
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(Date.now(), 'WhatsApp opened before the count answered').toBeLessThan(answeredAt);
  await expect(popup).toHaveURL(/^https:\/\/wa\.me\/62\d+/);
  expect((await committed).ok(), 'the count is stored').toBe(true);
  await popup.close();

  await expect
    .poll(async () => {
      const after = await counters();
      return {
        total: count(after, 'total') > count(before, 'total'),
        kind: count(after, 'kind', want.kind) > count(before, 'kind', want.kind),
        source: count(after, 'source', want.source) > count(before, 'source', want.source),
        item: item ? count(after, 'item', item, 'count') > count(before, 'item', item, 'count') : true,
        name: item ? at(after, 'item', item, 'name') : null,
      };
    })
    .toEqual({ total: true, kind: true, source: true, item: true, name });
}

test.describe('chat taps @phone', () => {
  test.beforeEach(({ page }) => standInWhatsApp(page));

  test('direct: aksesoris, kalkulator and servis taps count under their kind, item and "direct"', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openPage(page, '/aksesoris');
    await everyChatLinkCounted(page);
    await tapCounts(page, page.getByRole('link', { name: /^Buy Now / }).first(), {
      kind: 'aksesoris',
      source: 'direct',
      item: true,
    });

    // Within the visit (the session keeps its source): the calculator's result names the new phone.
    await openPage(page, '/kalkulator-harga');
    for (const [label, name] of [
      ['HP lama kamu', 'iPhone 11 64GB'],
      ['HP baru yang diinginkan', 'iPhone 16 128GB'],
    ]) {
      const input = page.getByLabel(label!, { exact: true });
      await input.fill(name!);
      await input.press('Escape');
    }
    await page.getByRole('button', { name: 'Hitung' }).click();
    const chat = page.getByRole('region', { name: 'Hasil perhitungan' }).getByRole('link', {
      name: 'Tanya Admin via WhatsApp',
    });
    await expect(chat).toHaveAttribute('data-tap-item', 'kalkulator_hp_baru:iphone-16-128gb');
    await tapCounts(page, chat, { kind: 'kalkulator', source: 'direct', item: true });

    await openPage(page, '/cek-servisan?kode=OG-2406-B3M9');
    await everyChatLinkCounted(page);
    await tapCounts(page, page.getByRole('link', { name: /^Tanya Admin/ }), {
      kind: 'servis',
      source: 'direct',
    });
  });

  test('from a search engine: pricelist, widget and kontak taps count as "search"', async ({ page }) => {
    test.setTimeout(60_000);
    await openPage(page, '/pricelist', 'https://www.google.co.id/');
    await everyChatLinkCounted(page);
    await tapCounts(
      page,
      page
        .getByTestId('pricelist-row')
        .first()
        .getByRole('link', { name: /^Tanya tentang/ }),
      {
        kind: 'pricelist',
        source: 'search',
        item: true,
      },
    );

    // On to the home page in the same visit: still from the search engine.
    await openPage(page, '/');
    // The button floats free of the page's controls at the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Buka chat admin' }).click();
    await everyChatLinkCounted(page);
    await tapCounts(page, page.getByRole('link', { name: 'Tanya via WhatsApp' }), {
      kind: 'widget',
      source: 'search',
    });
    await tapCounts(
      page,
      page.getByRole('list', { name: 'Kontak ONE GADGET' }).getByRole('link', { name: 'WhatsApp' }),
      { kind: 'kontak', source: 'search' },
    );
  });

  test('from Instagram through /link: its chat, and a chat on the page it leads to, count as "link-bio"', async ({
    page,
  }) => {
    await page.goto('/link', { referer: 'https://l.instagram.com/' });
    await expect(page.locator('html[data-chat-taps="on"]')).toHaveCount(1, { timeout: 10_000 });
    await everyChatLinkCounted(page);
    await tapCounts(page, page.getByRole('link', { name: 'Tanya Admin' }), {
      kind: 'link-bio',
      source: 'link-bio',
    });

    await page.getByRole('link', { name: 'Pricelist', exact: true }).click();
    await expect(page).toHaveURL(/\/pricelist\?utm_source=link-bio$/);
    await takenOver(page);
    await expect(page.locator('html[data-chat-taps="on"]')).toHaveCount(1, { timeout: 10_000 });
    await tapCounts(
      page,
      page
        .getByTestId('pricelist-row')
        .nth(1)
        .getByRole('link', { name: /^Tanya tentang/ }),
      {
        kind: 'pricelist',
        source: 'link-bio',
        item: true,
      },
    );
  });

  test('arriving with ?utm_source from /link in a new session still counts as "link-bio"', async ({
    page,
  }) => {
    await openPage(page, '/aksesoris?utm_source=link-bio', 'https://l.instagram.com/');
    await tapCounts(page, page.getByRole('link', { name: /^Buy Now / }).first(), {
      kind: 'aksesoris',
      source: 'link-bio',
      item: true,
    });
  });
});

/** A tap sent straight to Firestore's REST API as any visitor could, under the rules. */
async function visitorTap(source: string) {
  const { host, firestorePort, projectId } = emulatorConfig;
  const res = await fetch(
    `http://${host}:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents:commit`,
    { method: 'POST', body: JSON.stringify(tapCommit(projectId, TODAY, { kind: 'widget' }, source)) },
  );
  return res.status;
}

test('made-up campaigns cannot crowd out real taps: after 20 of them, a direct tap and a new campaign still count @phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await standInWhatsApp(page);
  // Someone fills the day's room for campaigns with made-up utm_source values.
  for (let i = 0; i < 20; i++) await visitorTap(`palsu-${i}`);
  expect(await visitorTap('palsu-lagi'), 'the day is full of campaigns').toBe(403);

  // A real visitor's tap still counts, whole: kind, source and item.
  await openPage(page, '/aksesoris');
  await tapCounts(page, page.getByRole('link', { name: /^Buy Now / }).first(), {
    kind: 'aksesoris',
    source: 'direct',
    item: true,
  });

  // A visitor from a campaign the day has no room for is counted in the campaigns' bucket.
  const campaign = await page.context().newPage();
  await openPage(campaign, '/aksesoris?utm_source=promo-baru');
  const before = await counters();
  const [popup] = await Promise.all([
    campaign.waitForEvent('popup'),
    campaign
      .getByRole('link', { name: /^Buy Now / })
      .first()
      .click(),
  ]);
  await popup.close();
  await expect
    .poll(async () => {
      const after = await counters();
      return {
        bucket: count(after, 'source', 'kampanye-lain') > count(before, 'source', 'kampanye-lain'),
        kind: count(after, 'kind', 'aksesoris') > count(before, 'kind', 'aksesoris'),
        campaign: at(after, 'source', 'promo-baru'),
      };
    })
    .toEqual({ bucket: true, kind: true, campaign: undefined });
});

test('the dashboard shows the seeded week: most asked, taps per day, where from, which button @phone', async ({
  page,
}) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Ketukan WhatsApp' });
  const top = section.getByTestId('taps-top').getByRole('link');
  await expect(top.first()).toContainText('Apple iPhone 15 Pro Max 256GB');
  await expect(top.first()).toHaveAttribute('href', '/admin/katalog/pricelist/iphone-15-pro-max-256');
  expect(await top.count()).toBeGreaterThanOrEqual(8);
  // 30 days, the seeded week the last 7 of them.
  const bars = section.getByTestId('taps-bar');
  await expect(bars).toHaveCount(30);
  for (let i = 23; i < 30; i++) expect(Number(await bars.nth(i).getAttribute('height'))).toBeGreaterThan(0);
  expect(Number(await bars.nth(0).getAttribute('height'))).toBe(0);
  await expect(section.getByRole('heading', { name: 'Dari mana' })).toBeVisible();
  for (const label of ['Link bio Instagram', 'Mesin pencari', 'Langsung', 'Kampanye instagram'])
    await expect(section.getByText(label, { exact: true })).toBeVisible();
  for (const label of ['Pricelist', 'Kalkulator harga', 'Aksesoris', 'Widget chat (Home)'])
    await expect(section.getByText(label, { exact: true })).toBeVisible();
  // Each item opens its record.
  await top.first().click();
  await expect(page).toHaveURL(/\/admin\/katalog\/pricelist\/iphone-15-pro-max-256$/);
});
