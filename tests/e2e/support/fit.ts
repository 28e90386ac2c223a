// What a thumb on a phone needs, measured on the page as it is shown: controls at least
// 44 × 44 px (WCAG 2.5.5; links inside a sentence excepted), nothing wider than the
// screen, and a sticky bar that leaves the screen to the content.
import type { Page } from '@playwright/test';
import { expect } from './test';

export const TOUCH_MIN = 44;
/** The sticky bar's share of the screen's height, at most. */
export const STICKY_MAX_SHARE = 0.12;

const CONTROLS = [
  'a',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=tab]',
  '[role=button]',
  '.swiper-pagination-bullet',
].join(',');

/**
 * Every visible control smaller than 44 × 44 px, described for a failure message. A
 * checkbox or radio counts by its row (`.form-check` or its label); a link counts only
 * when it is not part of a sentence (its parent holds no other text).
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (el: Element, r: DOMRect) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
        const id = el.id ? `#${el.id}` : '';
        const cls = el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${id}${cls} "${name.slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      };
      const inSentence = (el: Element) => {
        const parent = el.parentElement;
        if (!parent) return false;
        return [...parent.childNodes].some(
          (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1,
        );
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true })) continue;
        let target: Element = el;
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          target = el.closest('.form-check, label') ?? el;
        }
        if (el.tagName === 'A' && !el.classList.contains('btn') && inSentence(el)) continue;
        const r = target.getBoundingClientRect();
        // Visually hidden (the skip link until focused): not a target yet.
        if (r.width <= 1 || r.height <= 1) continue;
        if (r.width < min - 0.5 || r.height < min - 0.5) out.push(describe(el, r));
      }
      return out;
    },
    { selector: CONTROLS, min: TOUCH_MIN },
  );
}

/** Elements that stick out past the screen's right edge (outside any scrolling or clipping box). */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (
        let p = el.parentElement;
        p && p !== document.body && p !== document.documentElement;
        p = p.parentElement
      ) {
        const x = getComputedStyle(p).overflowX;
        if (x !== 'visible') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 1 || clipped(el)) continue;
      out.push(
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} right=${Math.round(r.right)} > ${vw}`,
      );
    }
    return out.slice(0, 10);
  });
}

/** The screen at phone size is one a thumb can use: sizes, no sideways scroll, a thin sticky bar. */
/**
 * `stickyBar`: the bar whose height is held to 12 % of the screen; null where the screen
 * shows it opened on purpose (the navbar's menu covers the page while it is open).
 */
export async function expectThumbFriendly(
  page: Page,
  what: string,
  stickyBar: string | null = '.sticky-top',
) {
  expect(await smallControls(page), `${what}: controls under ${TOUCH_MIN} × ${TOUCH_MIN} px`).toEqual([]);
  expect(await overflowingElements(page), `${what}: wider than the screen`).toEqual([]);
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${what}: scrolls sideways`).toBeLessThanOrEqual(client);
  if (stickyBar === null) return;
  const bar = page.locator(stickyBar).first();
  if (await bar.isVisible()) {
    const box = (await bar.boundingBox())!;
    const vh = page.viewportSize()!.height;
    expect(box.height, `${what}: sticky bar height of a ${vh} px screen`).toBeLessThanOrEqual(
      vh * STICKY_MAX_SHARE,
    );
  }
}
