// The page a visitor lands on downloads beside main.js (the route preload
// script that the build adds to index.html), not after main.js has arrived and run.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Holds main.js back for a moment; returns the paths requested meanwhile. */
async function requestsWhileMainIsHeld(page: Page): Promise<string[]> {
  const seen: string[] = [];
  let holding = true;
  page.on('request', (r) => {
    if (holding) seen.push(new URL(r.url()).pathname);
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    holding = false;
    await route.continue();
  });
  return seen;
}

test.describe('route preload', () => {
  test.use({ promoPopupSeen: true });

  for (const [path, chunk, ready] of [
    ['/pricelist?tab=android', /\/assets\/PricelistPage-[^/]+\.js$/, 'tabpanel'],
    ['/artikel/tips-merawat-baterai-iphone', /\/assets\/ArticlePage-[^/]+\.js$/, 'article'],
  ] as const) {
    test(`${path}: its page and its Firestore reads' code are requested while main.js is still on its way @phone`, async ({
      page,
    }) => {
      const early = await requestsWhileMainIsHeld(page);
      await page.goto(path);
      await expect(page.getByRole(ready).first()).toBeVisible();
      // A prerendered page shows its content before its start script asks for anything:
      // wait for the asks (recorded only while main.js is held back).
      await expect.poll(() => early.some((p) => chunk.test(p))).toBe(true);
      await expect.poll(() => early.some((p) => /\/assets\/visitor-read-[^/]+\.js$/.test(p))).toBe(true);
    });
  }

  test('an unknown path preloads no page @phone', async ({ page }) => {
    const early = await requestsWhileMainIsHeld(page);
    await page.goto('/tidak-ada');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(early.filter((p) => /Page-[^/]+\.js$/.test(p))).toEqual([]);
  });
});
