// What the registry's flags decide, read from its one list: which reads keep an
// offline copy, which collections hold stock, where images go. The shop's known
// collections are named; a collection added to the registry may join each list.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENTRIES, entriesOf, IMAGE_FOLDERS, REGISTRY, STOCKED, type Collections } from './index';

const entry = (collection: string) => REGISTRY.find((s) => s.collection === collection);

describe('the registry', () => {
  it('keeps an offline copy of the catalogue a customer checks with no signal, and the contact', () => {
    const offline = REGISTRY.filter((s) => 'offline' in s && s.offline).map((s) => s.collection);
    expect(offline).toEqual(
      expect.arrayContaining([
        'pricelist',
        'pricelist_servisan',
        'sparepart',
        'aksesoris',
        'kontak',
        'artikel',
      ]),
    );
    expect(offline).not.toContain('coupons');
  });

  it('counts sold-out items of the collections with a stock, by their list titles', () => {
    expect(STOCKED).toEqual(
      expect.arrayContaining([
        { collection: 'pricelist', label: 'Pricelist HP & Laptop' },
        { collection: 'sparepart', label: 'Sparepart' },
        { collection: 'aksesoris', label: 'Aksesoris' },
      ]),
    );
    for (const { collection } of STOCKED)
      expect(entry(collection)?.fields.map((f) => f.name)).toContain('stok');
  });

  it('gives each collection with an image field its Storage folder, and no other', () => {
    expect(IMAGE_FOLDERS).toEqual(expect.arrayContaining(['aksesoris', 'promo', 'testimoni', 'artikel']));
    const withImage = REGISTRY.filter((s) => s.fields.some((f) => f.type === 'image')).map(
      (s) => s.collection,
    );
    expect([...IMAGE_FOLDERS].sort()).toEqual(withImage.sort());
  });

  it("lists the admin's collections by each view's order, no two at one place", () => {
    const orders = REGISTRY.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
    expect(REGISTRY.slice(0, 2).map((s) => s.collection)).toEqual(['pricelist', 'pricelist_servisan']);
  });
});

// Every file in this folder as text: where each names its entries in Collections.
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('the registry files', () => {
  it('hold each collection once', () => {
    const names = ENTRIES.map((s) => s.collection);
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it('may export a spec beside its view: the view is the entry', () => {
    const spec = { collection: 'banner', fields: [{ name: 'judul', label: 'Judul', type: 'text' }] };
    const banner = { ...spec, title: 'Banner', group: 'konten', order: 115 };
    expect(entriesOf({ spec, banner, LIMIT: 3 })).toEqual([banner]);
    expect(entriesOf({ banner, spec })).toEqual([banner]);
  });

  it('name in Collections exactly the entries they export, each in a file the registry reads', () => {
    const named: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      const block = /interface Collections \{([^}]*)\}/.exec(text)?.[1];
      if (!block || path === './index.ts') continue;
      expect(path).toMatch(/\.view\.ts$/);
      named.push(...[...block.matchAll(/(\w+): typeof/g)].map((m) => m[1]!));
    }
    expect(named.sort()).toEqual(ENTRIES.map((s) => s.collection).sort());
  });

  it('name each entry under its own collection', () => {
    type Misnamed = {
      [K in keyof Collections]: Collections[K]['collection'] extends K ? never : K;
    }[keyof Collections];
    expectTypeOf<Misnamed>().toBeNever();
  });
});
