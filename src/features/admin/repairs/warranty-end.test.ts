import { describe, expect, it } from 'vitest';
import { missingWarrantyEnd, underWarranty, warrantyEndOf, withWarrantyEnd } from './warranty-end';
import { warrantyOf } from '../../../lib/warranty';

// Collected 13 Dec 2026 at 23:30 WITA: the status page says "Garansi sampai 12 Jan 2027".
const pickedUp = new Date('2026-12-13T15:30:00Z');
const collected = (over: Record<string, unknown> = {}) => ({
  status: 'Diambil',
  garansiHari: 30,
  historyPerbaikan: [
    { tanggal: new Date('2026-12-01T02:00:00Z'), keterangan: 'Masuk' },
    { tanggal: pickedUp, keterangan: 'Diambil' },
  ],
  ...over,
});
const LAST_DAY = '2027-01-11T16:00:00.000Z'; // 12 Jan 2027, 00:00 WITA

describe('a ticket’s stored warranty end', () => {
  it('is the last day the customer’s page names, from the latest pickup line', () => {
    expect(warrantyEndOf(collected())?.toISOString()).toBe(LAST_DAY);
    expect(warrantyOf(pickedUp, 30, new Date())?.until).toBe('12 Jan 2027');
    // Collected, brought back, collected again: the later pickup counts.
    const again = collected({
      historyPerbaikan: [
        ...collected().historyPerbaikan,
        { tanggal: new Date('2026-12-20T02:00:00Z'), keterangan: 'Masuk' },
        { tanggal: new Date('2026-12-22T02:00:00Z'), keterangan: 'Diambil' },
      ],
    });
    expect(warrantyEndOf(again)?.toISOString()).toBe('2027-01-20T16:00:00.000Z');
  });

  it('is none before pickup, without days, or without a dated pickup line', () => {
    expect(warrantyEndOf(collected({ status: 'Selesai - Siap diambil' }))).toBeNull();
    expect(warrantyEndOf(collected({ garansiHari: 0 }))).toBeNull();
    expect(warrantyEndOf(collected({ historyPerbaikan: '1 Jan 2025 – Diambil' }))).toBeNull();
    // A write that leaves none removes the stored one.
    expect(withWarrantyEnd(collected({ status: 'Masuk' }))).toEqual({ garansiSampai: null });
  });

  it('a status typed by hand with other capitals still counts as collected', () => {
    expect(warrantyEndOf(collected({ status: ' diambil ' }))?.toISOString()).toBe(LAST_DAY);
  });

  it('under warranty through its last day in Bali', () => {
    const end = new Date(LAST_DAY);
    expect(underWarranty(end, new Date('2027-01-12T15:59:00Z'))).toBe(true);
    expect(underWarranty(end, new Date('2027-01-12T16:00:00Z'))).toBe(false);
    expect(underWarranty(null, new Date())).toBe(false);
  });

  it('an older ticket lacking it, or holding another, gets it; one holding it is left', () => {
    expect(missingWarrantyEnd(collected())?.toISOString()).toBe(LAST_DAY);
    expect(missingWarrantyEnd(collected({ garansiSampai: new Date('2027-01-01') }))?.toISOString()).toBe(
      LAST_DAY,
    );
    expect(missingWarrantyEnd(collected({ garansiSampai: new Date(LAST_DAY) }))).toBeNull();
    expect(missingWarrantyEnd(collected({ garansiHari: 0 }))).toBeNull();
  });
});
