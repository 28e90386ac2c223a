import { describe, expect, it } from 'vitest';
import { buildList, listChanges, listDrift, partOf, rowOf } from './list-changes';
import { BUILT_FIELD, ROWS_FIELD, listDocs, partIds, rowData } from './lists';

const phone = (kategori: string, extra: Record<string, unknown> = {}) => ({
  brand: 'Apple',
  type: 'iPhone 15',
  kategori,
  baru: 10,
  _riwayat: 'e1',
  ...extra,
});

describe('the visitor lists', () => {
  it('put a document in the same part every time, within the parts', () => {
    for (const id of ['a', 'bench-1', 'X9kLmN0pQr']) {
      expect(partOf(id, 3)).toBe(partOf(id, 3));
      expect(partOf(id, 3)).toBeGreaterThanOrEqual(0);
      expect(partOf(id, 3)).toBeLessThan(3);
    }
    const spread = new Set(Array.from({ length: 50 }, (_, i) => partOf(`bench-${i}`, 2)));
    expect(spread).toEqual(new Set([0, 1]));
  });

  it('build a tab from its kategori, however spelled, without the bookkeeping', () => {
    const docs = [
      { id: 'a', data: phone('hp') },
      { id: 'b', data: phone(' HP ') },
      { id: 'c', data: phone('android') },
    ];
    const parts = buildList('hp', docs);
    expect(parts.map(([id]) => id)).toEqual(partIds('hp'));
    const rows = Object.assign({}, ...parts.map(([, r]) => r)) as Record<string, Record<string, unknown>>;
    expect(Object.keys(rows).sort()).toEqual(['a', 'b']);
    expect(rowData(rows.a)).toEqual({ brand: 'Apple', type: 'iPhone 15', kategori: 'hp', baru: 10 });
  });

  it('move a document between tabs: its row set in one, cleared from the others', () => {
    const changes = listChanges('pricelist', [{ id: 'a', after: phone('mac') }]);
    const all = [...changes.values()].flatMap((m) => [...m.entries()]);
    expect(all.filter(([, row]) => row !== null)).toHaveLength(1);
    expect(all.filter(([, row]) => row === null)).toHaveLength(2);
    expect([...changes.keys()].some((k) => k.startsWith('laptop-'))).toBe(true);
    expect(listChanges('artikel', [{ id: 'a', after: { judul: 'x' } }]).size).toBe(0);
  });

  it('keep a row as one text that reads back as the same fields, times included', () => {
    const createdAt = new Date('2026-11-01T03:04:05.678Z');
    const stored = rowOf({ ...phone('hp', { colours: ['Hitam'], createdAt, spek: { ram: 8 } }) });
    expect(typeof stored).toBe('string');
    expect(rowData(stored)).toEqual({
      ...phone('hp', { colours: ['Hitam'], createdAt, spek: { ram: 8 } }),
      _riwayat: undefined,
    });
    expect((rowData(stored).createdAt as Date).getTime()).toBe(createdAt.getTime());
    // Times inside a list or a map come back as times too.
    const when = new Date('2026-11-02T00:00:00Z');
    expect(rowData(rowOf({ log: [{ at: when }], spek: { since: when } }))).toEqual({
      log: [{ at: when }],
      spek: { since: when },
    });
    // A row an earlier build stored as a map reads as it is.
    expect(rowData({ n: 1 })).toEqual({ n: 1 });
  });

  it('leave a value the server fills in beside the text, so the row holds the time the server gave', () => {
    class ServerTime {}
    const stored = rowOf(phone('hp', { createdAt: new ServerTime() }));
    expect(typeof stored).toBe('object');
    const createdAt = new Date('2026-11-27T10:00:00Z');
    // As Firestore gives the part back: the stand-in is the server's time now.
    const read = rowData({ ...(stored as Record<string, unknown>), createdAt });
    expect(read).toEqual({ brand: 'Apple', type: 'iPhone 15', kategori: 'hp', baru: 10, createdAt });
  });

  it('read only lists whose every part was built, in id order', () => {
    const built = (rows: Record<string, unknown>) => ({ [ROWS_FIELD]: rows, [BUILT_FIELD]: new Date() });
    expect(listDocs([built({ b: rowOf({ n: 2 }) }), built({ a: { n: 1 } })])).toEqual([
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ]);
    expect(listDocs([built({}), { [ROWS_FIELD]: { a: {} } }])).toBeNull();
    expect(listDocs([built({}), null])).toBeNull();
  });

  it('tell how a list fell behind its collection', () => {
    const docs = [
      { id: 'a', data: phone('hp') },
      { id: 'b', data: phone('hp', { baru: 20 }) },
    ];
    const listed = [
      { id: 'b', data: { brand: 'Apple', type: 'iPhone 15', kategori: 'hp', baru: 10 } },
      { id: 'z', data: {} },
    ];
    expect(listDrift('hp', listed, docs)).toEqual({ missing: ['a'], extra: ['z'], changed: ['b'] });
    const current = docs.map((d) => ({ id: d.id, data: phoneRow(d.data) }));
    expect(listDrift('hp', current, docs)).toBeNull();
    expect(listDrift('hp', null, docs)?.missing).toEqual(['a', 'b']);
  });
});

function phoneRow(data: Record<string, unknown>) {
  const { _riwayat: _r, ...row } = data;
  void _r;
  return row;
}
