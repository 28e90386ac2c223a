import { describe, expect, it } from 'vitest';
import { parseTapItemKey, TAP_ITEM_COLLECTIONS } from './tap-items';

describe('tap items', () => {
  it('are the catalogue lists a page links to WhatsApp from', () => {
    expect(TAP_ITEM_COLLECTIONS).toEqual([
      'pricelist',
      'pricelist_servisan',
      'sparepart',
      'aksesoris',
      'kalkulator_hp_lama',
      'kalkulator_hp_baru',
    ]);
  });

  it('reads a key of a known collection with an id the counters hold', () => {
    expect(parseTapItemKey('aksesoris:charger-usbc-20w')).toEqual({
      collection: 'aksesoris',
      id: 'charger-usbc-20w',
    });
    expect(parseTapItemKey('users:alice')).toBeNull();
    expect(parseTapItemKey('pricelist:a b')).toBeNull();
    expect(parseTapItemKey(`pricelist:${'x'.repeat(41)}`)).toBeNull();
  });
});
