import { compareText } from './compare-text';

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
const sign = (n: number) => Math.sign(n) || 0;
const disagree = (a: string, b: string) => sign(compareText(a, b)) !== sign(collator.compare(a, b));

/** Each text against the next where compareText and the collator order them differently. */
const disagreements = (all: string[]) =>
  all.slice(1).flatMap((b, k) => (disagree(all[k] ?? '', b) ? [[all[k], b]] : []));

/** A small seeded generator: the same texts on every run. */
function texts(seed: number, alphabet: string, count: number, longest: number): string[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * (longest + 1)) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(''),
  );
}

describe('compareText: the collator’s order without the collator', () => {
  it('orders every pair of ASCII characters as the collator does', () => {
    const chars = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    const wrong = chars.flatMap((a) =>
      chars.filter((b) => disagree(a, b)).map((b) => JSON.stringify([a, b])),
    );
    expect(wrong).toEqual([]);
  });

  it('orders numbers by their value, leading zeros aside, and ignores case', () => {
    expect(sign(compareText('iPhone 9', 'iPhone 11'))).toBe(-1);
    expect(compareText('Case 007', 'case 7')).toBe(0);
    expect(sign(compareText('a00', 'a'))).toBe(1);
    expect(sign(compareText('Mi 10T', 'Mi 10 Pro'))).toBe(1);
    expect(compareText('CHARGER', 'charger')).toBe(0);
  });

  it('orders texts of digits, letters and marks as the collator does', () => {
    const all = texts(7, 'aAbBzZ 0019-._/()+&', 3000, 9);
    expect(disagreements(all)).toEqual([]);
    const sorted = [...all].sort(compareText);
    expect(sorted.every((t, k) => k === 0 || collator.compare(sorted[k - 1] ?? '', t) <= 0)).toBe(true);
  });

  it('leaves other texts to the collator: accents and letters beyond ASCII', () => {
    expect(compareText('Café', 'cafe')).toBe(0);
    expect(sign(compareText('Ésa 2', 'esa 10'))).toBe(-1);
    expect(disagreements(texts(11, 'aeéÉzß 1-', 2000, 6))).toEqual([]);
  });
});
