import { describe, expect, it } from 'vitest';
import { baliDay, isTapItemKey, landingSource, sourceId, tapOf } from './chat-taps';

const site = (path: string, search = '') => ({ pathname: path, search, host: 'onegadget.id' });

describe('landingSource', () => {
  it('takes utm_source first, sanitised to a short id', () => {
    expect(landingSource(site('/pricelist', '?utm_source=link-bio'), 'https://www.google.com/')).toBe(
      'link-bio',
    );
    expect(landingSource(site('/', '?utm_source=Instagram%20Story!'), '')).toBe('instagram-story');
    expect(sourceId('x'.repeat(30))).toHaveLength(20);
  });

  it('counts landing on /link, or arriving from it, as link-bio', () => {
    expect(landingSource(site('/link'), 'https://l.instagram.com/')).toBe('link-bio');
    expect(landingSource(site('/aksesoris'), 'https://onegadget.id/link')).toBe('link-bio');
  });

  it('tells search engines, other sites and none apart', () => {
    expect(landingSource(site('/pricelist'), 'https://www.google.co.id/')).toBe('search');
    expect(landingSource(site('/'), 'https://duckduckgo.com/')).toBe('search');
    expect(landingSource(site('/'), 'https://www.bing.com/search?q=hp')).toBe('search');
    expect(landingSource(site('/'), 'https://l.instagram.com/')).toBe('referral');
    expect(landingSource(site('/'), '')).toBe('direct');
    expect(landingSource(site('/aksesoris'), 'https://onegadget.id/pricelist')).toBe('direct');
  });
});

describe('baliDay', () => {
  it('is the date in Bali (UTC+8)', () => {
    expect(baliDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(baliDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});

describe('tap items', () => {
  it('takes a key of a collection and an id the counters hold', () => {
    expect(isTapItemKey('aksesoris:charger-usbc-20w')).toBe(true);
    expect(isTapItemKey('pricelist:a b')).toBe(false);
    expect(isTapItemKey(`pricelist:${'x'.repeat(41)}`)).toBe(false);
    expect(isTapItemKey('charger')).toBe(false);
  });

  it("reads a link's tap, without an item it cannot hold", () => {
    const link = document.createElement('a');
    expect(tapOf(link)).toBeNull();
    link.setAttribute('data-tap', 'aksesoris');
    link.setAttribute('data-tap-item', 'aksesoris:x1');
    link.setAttribute('data-tap-name', ` ${'N'.repeat(90)} `);
    expect(tapOf(link)).toEqual({ kind: 'aksesoris', item: 'aksesoris:x1', name: 'N'.repeat(80) });
    link.setAttribute('data-tap-item', 'aksesoris:');
    expect(tapOf(link)).toEqual({ kind: 'aksesoris' });
    link.setAttribute('data-tap', 'iklan');
    expect(tapOf(link)).toBeNull();
  });
});
