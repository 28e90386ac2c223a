// Amounts on a phone: 'Rp' and its digits are one word. The site writes them with a
// no-break space (U+00A0), so a narrow row, card or result never leaves 'Rp' at the end
// of one line and the digits on the next.
import type { Page } from '@playwright/test';
import { expect, takenOver, test } from './support/test';

test.use({ promoPopupSeen: true });

type Amount = { text: string; nbsp: boolean; oneLine: boolean };

/** Every visible amount in the page's main content: its text, its space, and whether 'Rp' and the first digit share a line. */
function amounts(page: Page): Promise<Amount[]> {
  return page.evaluate(() => {
    const out: { text: string; nbsp: boolean; oneLine: boolean }[] = [];
    const root = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const top = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().top;
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true })) continue;
      const value = node.data;
      // 'Rp', its space, its first digit. 'Rp' with no digit after it in the same text
      // is an amount split across elements, which wraps as it likes: it fails too.
      for (const m of value.matchAll(/Rp(?![A-Za-z])(\s*)(\d?)/g)) {
        const digit = m[2] ? m.index + 2 + m[1]!.length : -1;
        out.push({
          text: value.slice(m.index, m.index + 16),
          nbsp: m[1] === '\u00a0' && digit >= 0,
          oneLine: digit >= 0 && Math.abs(top(node, m.index) - top(node, digit)) < 1,
        });
      }
    }
    return out;
  });
}

async function expectWholeAmounts(page: Page, screen: string) {
  const found = await amounts(page);
  expect(found.length, `${screen}: amounts shown`).toBeGreaterThan(0);
  expect(
    found.filter((a) => !a.nbsp || !a.oneLine),
    `${screen}: amounts whose 'Rp' can part from the digits`,
  ).toEqual([]);
}

test.describe('amounts never wrap after Rp @phone', () => {
  test('price list: every tab', async ({ page }) => {
    await page.goto('/pricelist');
    await takenOver(page);
    await expect(page.getByTestId('pricelist-row').first()).toBeVisible();
    await expectWholeAmounts(page, 'pricelist, iPhone');
    await page.getByRole('tab', { name: 'Service', exact: true }).click();
    await page.getByRole('button', { name: 'iPhone 11', exact: true }).click();
    await expect(page.getByTestId('service-row').first()).toBeVisible();
    await expectWholeAmounts(page, 'pricelist, Service');
    await page.getByRole('tab', { name: 'Sparepart', exact: true }).click();
    await expect(page.getByTestId('sparepart-row').first()).toBeVisible();
    await expectWholeAmounts(page, 'pricelist, Sparepart');
  });

  test('accessories', async ({ page }) => {
    await page.goto('/aksesoris');
    await expect(page.locator('.price').first()).toBeVisible();
    await expectWholeAmounts(page, 'aksesoris');
  });

  test("the calculator's result and its condition check", async ({ page }) => {
    await page.goto('/kalkulator-harga');
    for (const [label, name] of [
      ['HP lama kamu', 'iPhone 11 64GB'],
      ['HP baru yang diinginkan', 'iPhone 16 128GB'],
    ] as const) {
      const input = page.getByRole('combobox', { name: label });
      await input.fill(name);
      await input.press('Escape');
    }
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    await expectWholeAmounts(page, 'kalkulator, result');
    await page.getByRole('button', { name: 'Cek kondisi HP lama' }).click();
    await expect(page.getByTestId('condition-range')).toBeVisible();
    await expectWholeAmounts(page, 'kalkulator, condition check');
  });
});
