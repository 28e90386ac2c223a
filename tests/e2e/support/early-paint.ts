import type { Locator } from '@playwright/test';
import { canonicalMarkups } from '../../../src/test/markup';

/**
 * The elements' markup, attributes in one order, with the chat number left out: the
 * app's turns to the shop's own number once it has read it.
 */
export async function markupOf(elements: Locator): Promise<string[]> {
  const markup = await elements.evaluateAll(canonicalMarkups);
  return markup.map((m) => m.replace(/wa\.me\/\d+/g, 'wa.me/N'));
}
