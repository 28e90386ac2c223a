// The floating main action (Tiket baru, Tambah …, Kirim notifikasi) on a phone: at the
// end of every admin list it covers no button, link or field, so the last row's
// controls stay within reach.
import type { Page } from '@playwright/test';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

/** Interactive elements whose box the floating action's box overlaps, described. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const action = document.querySelector('.admin-main-action')!;
    const a = action.getBoundingClientRect();
    const out: string[] = [];
    const controls = document.querySelectorAll(
      'main a, main button, main input:not([type=hidden]), main select, main textarea, main summary, main [role=button]',
    );
    for (const el of controls) {
      if (el === action || action.contains(el) || !(el as HTMLElement).checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const overlaps = r.left < a.right && r.right > a.left && r.top < a.bottom && r.bottom > a.top;
      if (overlaps) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return out;
  });
}

test('at the end of every admin list, the floating action covers no control @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/katalog');
  const main = page.getByRole('main');
  await expect(main.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  const lists = (
    await main.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  )
    .filter((href): href is string => /^\/admin\/katalog\/[^/]+$/.test(href ?? ''))
    .filter((href, i, all) => all.indexOf(href) === i);
  expect(lists.length).toBeGreaterThan(3);
  // The tickets' "Dalam garansi" carries the warranty backfill's card and its button.
  const screens = ['/admin', '/admin/servisan', '/admin/servisan?status=garansi', '/admin/member', ...lists];
  let withAction = 0;
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('.admin-topbar')).toBeVisible();
    // Loaded: no loading face left.
    await expect(page.getByRole('main').getByText(/^Memuat/)).toHaveCount(0, { timeout: 15_000 });
    const action = page.locator('.admin-main-action');
    if ((await action.count()) === 0) continue;
    withAction += 1;
    await expect(action).toBeVisible();
    // At the end, scrolled again while the page still grows below (a section that loads late).
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    });
    expect(await coveredControls(page), `${path}: controls under the floating action`).toEqual([]);
  }
  expect(withAction).toBeGreaterThan(4);
});

test("while a row's prices are open in place, the floating action steps out of the way @phone", async ({
  page,
}) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/katalog/pricelist');
  const action = page.getByRole('link', { name: 'Tambah item' });
  await expect(action).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('button', { name: /^Ubah harga: / })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^Harga / });
  await expect(form).toBeVisible();
  await expect(action).toBeHidden();
  await form.getByRole('button', { name: 'Batal' }).click();
  await expect(form).toBeHidden();
  await expect(action).toBeVisible();
});

test('on the dashboard nothing floats over a card or a button, wherever the page is scrolled @phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin');
  const main = page.getByRole('main');
  await expect(main.getByTestId('habis-aksesoris')).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText(/^(Memuat|Menghitung)/)).toHaveCount(0, { timeout: 15_000 });
  // The day's first job is still one tap away, at the top of the page.
  const action = page.getByRole('link', { name: 'Tiket baru' });
  await expect(action).toBeVisible();
  await expect(action).toHaveAttribute('href', '/admin/servisan/baru');

  // Step through the page: every control in view is what a tap at its middle reaches,
  // unless the top bar or the tab bar is there (the page scrolls under them by design);
  // a floating action sits in the top bar's markup, so it is never taken for the bar.
  const covered = await page.evaluate(async () => {
    const out = new Set<string>();
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 40; y += 40) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const controls = document.querySelectorAll(
        'main a, main button, main summary, main input, main select',
      );
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        const x = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        if (cy < 0 || cy > innerHeight) continue;
        const top = document.elementFromPoint(x, cy);
        if (!top || top === el || el.contains(top)) continue;
        const floating = top.closest('.admin-main-action');
        if (!floating && top.closest('.admin-topbar, .admin-nav')) continue;
        const over = floating ?? top.closest('a, button') ?? top;
        out.add(`"${(el.textContent ?? '').trim().slice(0, 30)}" under "${(over.textContent ?? '').trim()}"`);
      }
    }
    return [...out];
  });
  expect(covered).toEqual([]);
});

test('on "Dalam garansi", the floating "Tiket baru" covers no control of the warranty backfill, before or after a run @phone', async ({
  page,
}) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/servisan?status=garansi');
  const backfill = page.getByTestId('warranty-backfill');
  const fill = backfill.getByRole('button', { name: 'Lengkapi tanggal garansi' });
  await expect(fill).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByText(/^Memuat/)).toHaveCount(0, { timeout: 15_000 });
  // Wherever the page is scrolled, the card's button is never under the floating action.
  for (const to of ['top', 'end'] as const) {
    await page.evaluate(
      (end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0),
      to === 'end',
    );
    expect(await coveredControls(page), `scrolled to the ${to}`).toEqual([]);
  }
  await fill.click();
  await expect(backfill.getByTestId('warranty-backfill-result')).toBeVisible({ timeout: 30_000 });
  expect(await coveredControls(page)).toEqual([]);
});
