import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** axe on what the page shows now: no serious or critical violation, contrast checked. */
export async function expectAccessible(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
  expect(bad, `${what}: serious/critical axe violations`).toEqual([]);
  // The contrast rule ran (was not disabled or skipped): it passed, failed or needs review somewhere.
  const ran = [...results.passes, ...results.violations, ...results.incomplete].some(
    (r) => r.id === 'color-contrast',
  );
  expect(ran, `${what}: color-contrast was checked`).toBe(true);
}
