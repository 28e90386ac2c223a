import { describe, expect, it } from 'vitest';
import { INSTALL_HINT_EVERY_MS, isIosSafari, shouldShowInstallHint } from './install-hint';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 Instagram 356.0.0';
const SAFARI_IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('install hint', () => {
  it('only Safari on iPhone and iPad, which offer no install prompt of their own', () => {
    expect(isIosSafari(SAFARI_IPHONE, 5)).toBe(true);
    expect(isIosSafari(SAFARI_IPAD_AS_MAC, 5)).toBe(true);
    expect(isIosSafari(SAFARI_IPAD_AS_MAC, 0)).toBe(false); // a real Mac
    expect(isIosSafari(CHROME_IPHONE, 5)).toBe(false);
    expect(isIosSafari(INSTAGRAM_IPHONE, 5)).toBe(false);
    expect(isIosSafari(CHROME_ANDROID, 5)).toBe(false);
  });

  it('at most once a week, never in the installed app', () => {
    const now = Date.UTC(2026, 10, 24);
    const base = { userAgent: SAFARI_IPHONE, maxTouchPoints: 5, standalone: false, now };
    expect(shouldShowInstallHint({ ...base, lastShown: null })).toBe(true);
    expect(shouldShowInstallHint({ ...base, lastShown: now - INSTALL_HINT_EVERY_MS + 60_000 })).toBe(false);
    expect(shouldShowInstallHint({ ...base, lastShown: now - INSTALL_HINT_EVERY_MS })).toBe(true);
    expect(shouldShowInstallHint({ ...base, lastShown: null, standalone: true })).toBe(false);
  });
});
