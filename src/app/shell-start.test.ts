// shell-start.ts runs as a classic script: here it runs on a script element carrying
// the build's attributes; what it starts shows as elements added to the head.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsSettled } from '../ui/early-signals';

async function runWith(attrs: Record<string, string>) {
  const script = document.createElement('script');
  const all = { 'data-main': '/assets/main-1.js', 'data-preload': '/assets/react-1.js', ...attrs };
  for (const [k, v] of Object.entries(all)) script.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./shell-start');
}

const started = () =>
  [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { __ogSignals?: unknown }).__ogSignals;
});
afterEach(() => vi.useRealTimers());

describe('shell-start', () => {
  it('starts the app after the first frame on a page drawn whole in its HTML', async () => {
    await runWith({});
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/assets/main-1.js']);
    expect(document.head.querySelector('link[rel=modulepreload]')!.getAttribute('href')).toBe(
      '/assets/react-1.js',
    );
  });

  it('asks for many modules a few at a time, then for the app', async () => {
    const preload = Array.from({ length: 10 }, (_, i) => `/assets/part-${i}.js`);
    await runWith({ 'data-preload': preload.join(' ') });
    const asked = () =>
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    // Timer by timer: the first task that asks for any asks for a few only.
    for (let i = 0; i < 20 && !asked().length; i++) await vi.advanceTimersToNextTimerAsync();
    expect(asked()).toEqual(preload.slice(0, 4));
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(asked()).toEqual(preload);
    expect(started()).toEqual(['/assets/main-1.js']);
  });

  it('waits for the page’s HTML to be read to its end before the frame it counts', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      await runWith({});
      await vi.advanceTimersByTimeAsync(1000);
      expect(started()).toEqual([]);
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      document.dispatchEvent(new Event('readystatechange'));
      await vi.advanceTimersByTimeAsync(50);
      expect(started()).toEqual(['/assets/main-1.js']);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('on a list page, waits for the first rows, then starts the app once', async () => {
    await runWith({ 'data-after': 'rows' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(started()).toEqual([]);
    rowsSettled();
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/assets/main-1.js']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started()).toEqual(['/assets/main-1.js']);
  });

  it('starts at once where the rows were settled before it ran', async () => {
    rowsSettled();
    await runWith({ 'data-after': 'rows' });
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/assets/main-1.js']);
  });

  it('a read that never answers holds the app at most 3 s', async () => {
    await runWith({ 'data-after': 'rows' });
    await vi.advanceTimersByTimeAsync(2900);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toEqual(['/assets/main-1.js']);
  });
});
