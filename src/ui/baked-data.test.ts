import { afterEach, describe, expect, it } from 'vitest';
import { scriptJson } from '../lib/page-head';
import { BAKED_DATA_ID, bakedFor, readBakedData } from './baked-data';
import * as R from '../test/records';

describe('baked data', () => {
  afterEach(() => document.getElementById(BAKED_DATA_ID)?.remove());

  it('round-trips through the page, and no text in it can close its element', () => {
    const promo = R.promo({
      judul: 'Hemat </script><script>alert(1)</script>',
      slider: ['a & b'],
      gambar: '/x.webp',
    });
    // As src/app/Document.tsx writes it.
    const element = `<script type="application/json" id="${BAKED_DATA_ID}">${scriptJson({ promo })}</script>`;
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', element);
    expect(readBakedData()).toEqual({ promo });
  });

  it("brings an article card's day back as a Date, and none for one it cannot read", () => {
    const card = (id: string, published: Date | null) => ({
      ...R.article({ id, judul: id, isi: 'x', cover: '' }),
      published,
    });
    const articles = [card('a', new Date('2026-11-26T17:30:00Z')), card('b', null)];
    const page = scriptJson({ articles }).replace('"published":null', '"published":"kemarin"');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${BAKED_DATA_ID}">${page}</script>`,
    );
    expect(readBakedData()).toEqual({ articles });
  });

  it('is empty in a page the browser drew by itself, or when the JSON is damaged', () => {
    expect(readBakedData()).toEqual({});
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${BAKED_DATA_ID}">{</script>`,
    );
    expect(readBakedData()).toEqual({});
  });
});

describe('bakedFor', () => {
  const promo = R.promo({ judul: 'P', slider: [], gambar: '/p.webp' });
  const articles = [{ ...R.article({ id: 'a', judul: 'A', isi: 'x', cover: '/a.webp' }), published: null }];

  it('gives the article cards to Good News only, the promo to every page', () => {
    expect(bakedFor('/goodnews', { promo, articles })).toEqual({ promo, articles });
    expect(bakedFor('/', { promo, articles })).toEqual({ promo });
    expect(bakedFor('/artikel/:id', { articles })).toEqual({});
  });
});
