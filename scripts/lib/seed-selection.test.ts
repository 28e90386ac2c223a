// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leftOutMessage, selectCollections } from './seed-selection.mjs';

const seed = ['aksesoris', 'artikel', 'coupons', 'kontak', 'promo', 'servisan', 'users'];

describe('selectCollections (npm run seed:project)', () => {
  it('by default writes everything but servisan and users, and says it left them out', () => {
    expect(selectCollections(seed)).toEqual({
      collections: ['aksesoris', 'artikel', 'coupons', 'kontak', 'promo'],
      leftOut: ['servisan', 'users'],
      unknown: [],
    });
  });

  it('--include adds a named-only collection to the default set', () => {
    expect(selectCollections(seed, { include: ['servisan'] })).toEqual({
      collections: ['aksesoris', 'artikel', 'coupons', 'kontak', 'promo', 'servisan'],
      leftOut: ['users'],
      unknown: [],
    });
    expect(selectCollections(seed, { include: ['servisan', ' users '] }).leftOut).toEqual([]);
  });

  it('--only writes exactly what it names, servisan too when named', () => {
    expect(selectCollections(seed, { only: ['kontak', 'promo'] })).toEqual({
      collections: ['kontak', 'promo'],
      leftOut: [],
      unknown: [],
    });
    expect(selectCollections(seed, { only: ['servisan'] }).collections).toEqual(['servisan']);
  });

  it('names a collection the seed does not have', () => {
    expect(selectCollections(seed, { only: ['kontak', 'kontakk'] }).unknown).toEqual(['kontakk']);
    expect(selectCollections(seed, { include: ['user'] }).unknown).toEqual(['user']);
  });

  it('tells how to include what was left out', () => {
    expect(leftOutMessage([])).toBe('');
    expect(leftOutMessage(['servisan', 'users'])).toBe(
      'Left out: servisan, users (demo repair codes, demo member/admin profiles and demo chat counts do not belong in a real project). To write them anyway: --include servisan,users',
    );
  });
});
