import { describe, expect, it } from 'vitest';
import { healthText } from './list-health';

describe('healthText', () => {
  it('says a list is in step, behind, or not built', () => {
    expect(healthText({ name: 'hp', rows: 12, built: true, drift: null })).toBe('sesuai (12 item)');
    expect(
      healthText({
        name: 'hp',
        rows: 12,
        built: true,
        drift: { missing: ['a', 'b'], changed: ['c'], extra: [] },
      }),
    ).toBe('tertinggal: 2 belum tampil, 1 berbeda');
    expect(healthText({ name: 'hp', rows: 0, built: false, drift: null })).toBe(
      'belum dibuat (pengunjung membaca koleksi langsung)',
    );
  });
});
