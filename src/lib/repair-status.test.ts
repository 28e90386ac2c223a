import { describe, expect, it } from 'vitest';
import { nextStatus, statusBadgeClass, statusTone } from './repair-status';

describe('statusTone', () => {
  it.each([
    ['Masuk', 'secondary'],
    ['Sedang diservice', 'warning'],
    ['Selesai - Siap diambil', 'success'],
    ['Menunggu sparepart', 'info'],
    ['Dibatalkan', 'info'],
    ['', 'info'],
    ['  sedang  DISERVICE ', 'warning'],
    ['Selesai', 'info'],
  ])('%j → %s', (status, tone) => expect(statusTone(status)).toBe(tone));
});

describe('statusBadgeClass', () => {
  it('yellow carries dark text through text-bg-warning', () => {
    expect(statusBadgeClass('Sedang diservice')).toBe('badge text-bg-warning');
  });
  it('grey, green and blue', () => {
    expect(statusBadgeClass('Masuk')).toBe('badge text-bg-secondary');
    expect(statusBadgeClass('Selesai - Siap diambil')).toBe('badge text-bg-success');
    expect(statusBadgeClass('Menunggu sparepart')).toBe('badge text-bg-info');
  });
});

describe('nextStatus', () => {
  it.each([
    ['Masuk', 'Sedang diservice'],
    ['sedang diservice', 'Selesai - Siap diambil'],
    ['Selesai - Siap diambil', 'Diambil'],
    ['Diambil', null],
    ['Menunggu sparepart', null],
  ])('%j → %j', (status, next) => expect(nextStatus(status)).toBe(next));
});
