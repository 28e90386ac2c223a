import { afterEach, describe, expect, it } from 'vitest';
import { BAKED_DATA_ID, bakedDataElement, readBakedData } from './baked-data';

describe('baked data', () => {
  afterEach(() => document.getElementById(BAKED_DATA_ID)?.remove());

  it('round-trips through the page, and no text in it can close its element', () => {
    const promo = { judul: 'Hemat </script><script>alert(1)</script>', slider: ['a & b'], gambar: '/x.webp' };
    const element = bakedDataElement({ promo });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', element);
    expect(readBakedData()).toEqual({ promo });
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
