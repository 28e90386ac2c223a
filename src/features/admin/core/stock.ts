// The stock a record had before "Tandai habis", read from its history: pure, tested.

interface Change {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type StockFound = { stock: number } | 'ask' | 'not-here';

/**
 * Walks a record's history entries, newest first: the latest change of `stok`
 * tells. From a count above 0 to 0 ("Tandai habis", or an edit to 0): that count
 * comes back. Any other stock change (a count typed by hand, a record created
 * sold out): ask. No stock change among these entries: look further back.
 */
export function stockBeforeSoldOut(changes: (Change | undefined)[]): StockFound {
  for (const c of changes) {
    if (!c?.after || !('stok' in c.after)) continue;
    const from = Number(c.before?.stok);
    const to = Number(c.after.stok);
    if (c.before && from === to) continue;
    return to === 0 && Number.isFinite(from) && from > 0 ? { stock: from } : 'ask';
  }
  return 'not-here';
}
