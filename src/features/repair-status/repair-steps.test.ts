import { describe, expect, it } from 'vitest';
import { REPAIR_STEPS, repairProgress, shownStatus } from './repair-steps';

describe('repairProgress', () => {
  it('the four steps, in order', () => {
    expect(REPAIR_STEPS).toEqual(['Masuk', 'Sedang diservice', 'Selesai - Siap diambil', 'Diambil']);
  });

  it.each([
    ['Masuk', 0],
    ['Sedang diservice', 1],
    ['Selesai - Siap diambil', 2],
    ['Diambil', 3],
    ['  sedang   DISERVICE ', 1],
    ['selesai - siap diambil', 2],
    ['DIAMBIL', 3],
  ])('%j is step %i', (status, current) => {
    expect(repairProgress(status)).toEqual({ kind: 'step', steps: REPAIR_STEPS, current });
  });

  it.each([
    ['Menunggu persetujuan', 'Menunggu persetujuan'],
    ['menunggu  SPAREPART', 'Menunggu sparepart'],
  ])('%j is a waiting step after Masuk', (status, step) => {
    expect(repairProgress(status)).toEqual({
      kind: 'step',
      steps: ['Masuk', step, 'Sedang diservice', 'Selesai - Siap diambil', 'Diambil'],
      current: 1,
    });
  });

  it.each([
    ['Menunggu konfirmasi vendor', 'Menunggu konfirmasi vendor'],
    ['  Dibatalkan ', 'Dibatalkan'],
    // Near a step is not a step: 'Selesai' alone does not say the device can be collected.
    ['Selesai', 'Selesai'],
    ['Sedang diservis', 'Sedang diservis'],
  ])('%j is a custom status, shown as %j', (input, status) => {
    expect(repairProgress(input)).toEqual({ kind: 'custom', status });
  });

  it('no status: no step', () => {
    expect(repairProgress('')).toEqual({ kind: 'none' });
    expect(repairProgress('   ')).toEqual({ kind: 'none' });
  });

  it('an approved quote is its own step, the work next; a refused one leads to collecting the device', () => {
    expect(repairProgress('Menunggu persetujuan', 'setuju')).toEqual({
      kind: 'step',
      steps: ['Masuk', 'Biaya disetujui', 'Sedang diservice', 'Selesai - Siap diambil', 'Diambil'],
      current: 1,
    });
    expect(repairProgress('menunggu persetujuan ', 'tolak')).toEqual({
      kind: 'step',
      steps: ['Masuk', 'Biaya ditolak', 'Diambil'],
      current: 1,
    });
    // Once staff move the ticket on, the status speaks again.
    expect(repairProgress('Sedang diservice', 'setuju')).toEqual({
      kind: 'step',
      steps: REPAIR_STEPS,
      current: 1,
    });
  });
});

describe('shownStatus', () => {
  it('an answered quote reads as its answer, not as waiting', () => {
    expect(shownStatus('Menunggu persetujuan', 'setuju')).toBe('Biaya disetujui');
    expect(shownStatus('Menunggu persetujuan', 'tolak')).toBe('Biaya ditolak');
    expect(shownStatus('Menunggu persetujuan', null)).toBe('Menunggu persetujuan');
    expect(shownStatus('Sedang diservice', 'setuju')).toBe('Sedang diservice');
  });
});
