import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from './head-tags';

const tags = [
  { attr: 'name' as const, key: 'description', content: 'Deskripsi /link' },
  { attr: 'property' as const, key: 'og:title', content: 'Judul /link' },
];

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyHead', () => {
  it('sets title and tags, and restores the page it found on leaving', () => {
    document.head.innerHTML = '<title>Situs</title><meta name="description" content="Deskripsi situs">';
    const leave = applyHead('Judul /link', tags);
    expect(document.title).toBe('Judul /link');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Deskripsi /link',
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Judul /link');
    leave();
    expect(document.title).toBe('Situs');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Deskripsi situs',
    );
    expect(document.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
