import { describe, expect, it } from 'vitest';
import { socialUrl } from './social-links';

describe('socialUrl', () => {
  it.each([
    ['instagram', '@onegadget.bali', 'https://www.instagram.com/onegadget.bali'],
    ['instagram', 'onegadget.bali', 'https://www.instagram.com/onegadget.bali'],
    ['instagram', 'https://instagram.com/onegadget', 'https://instagram.com/onegadget'],
    ['instagram', 'instagram.com/onegadget', 'https://instagram.com/onegadget'],
    ['tiktok', '@onegadget', 'https://www.tiktok.com/@onegadget'],
    ['tiktok', 'https://www.tiktok.com/@onegadget', 'https://www.tiktok.com/@onegadget'],
    ['facebook', 'onegadgetbali', 'https://www.facebook.com/onegadgetbali'],
    ['facebook', 'www.facebook.com/onegadgetbali', 'https://www.facebook.com/onegadgetbali'],
    ['shopee', 'onegadget.bali', 'https://shopee.co.id/onegadget.bali'],
    ['whatsapp', '081234567890', 'https://wa.me/6281234567890'],
    ['whatsapp', '+62 812-3456-7890', 'https://wa.me/6281234567890'],
    ['whatsapp', 'https://wa.me/6281234567890', 'https://wa.me/6281234567890'],
  ] as const)('%s %s → %s', (kind, value, url) => {
    expect(socialUrl(kind, value)).toBe(url);
  });

  it('is empty for empty or unsafe values', () => {
    expect(socialUrl('instagram', '  ')).toBe('');
    expect(socialUrl('instagram', '@')).toBe('');
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBe('');
    expect(socialUrl('whatsapp', 'belum ada')).toBe('');
  });
});
