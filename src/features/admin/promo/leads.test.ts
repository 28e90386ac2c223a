import { describe, expect, it } from 'vitest';
import { rp } from '../../../test/rupiah';
import {
  countByStatus,
  findLeads,
  leadFilterFrom,
  newestFirst,
  replyHref,
  toLead,
  topUp,
  topUpText,
} from './leads';

const stored = (id: string, data: Record<string, unknown>) => toLead({ id, data });
const a = stored('a', {
  ref: 'TT-4821',
  mode: 'tukar',
  hpLama: 'iPhone 12 128GB',
  waktu: new Date('2026-11-20T02:00:00Z'),
  whatsapp: '0812 3456 789',
});
const b = stored('b', {
  ref: 'TT-0007',
  mode: 'jual',
  hpLama: 'OPPO Reno10',
  waktu: new Date('2026-11-25T02:00:00Z'),
  status: 'jadi',
});
const old = stored('c', { ref: 'TT-1111', status: 'selesai' });

describe('the trade-in inbox', () => {
  it('reads a stored lead: no status is Baru, an unknown one too', () => {
    expect(a.status).toBe('baru');
    expect(old.status).toBe('baru');
    expect(b).toMatchObject({ mode: 'jual', status: 'jadi', hargaBaru: null });
  });

  it('newest first, undated last; counts per status', () => {
    expect(newestFirst([old, a, b]).map((l) => l.id)).toEqual(['b', 'a', 'c']);
    expect(countByStatus([a, b, old])).toEqual({ semua: 3, baru: 2, dihubungi: 0, jadi: 1, batal: 0 });
  });

  it('search by reference, with or without TT-, within the filter', () => {
    expect(findLeads([a, b, old], 'semua', '4821').map((l) => l.id)).toEqual(['a']);
    expect(findLeads([a, b, old], 'semua', 'tt-0007').map((l) => l.id)).toEqual(['b']);
    expect(findLeads([a, b, old], 'baru', 'TT-0007')).toEqual([]);
    expect(leadFilterFrom('jadi')).toBe('jadi');
    expect(leadFilterFrom('x')).toBe('semua');
  });

  it('a reply only to a number the visitor typed, naming the reference', () => {
    const href = new URL(replyHref(a)!);
    expect(href.pathname).toBe('/628123456789');
    expect(href.searchParams.get('text')).toContain('referensi TT-4821');
    expect(replyHref(b)).toBeNull();
  });

  it('reads the name, the questions skipped and the resends in their order', () => {
    const l = stored('d', {
      ref: 'TT-5307',
      nama: 'Budi',
      dilewati: 'Kamera, Speaker',
      kirimUlang: {
        '10': new Date('2026-11-20T05:00:00Z'),
        '2': new Date('2026-11-20T03:00:00Z'),
        '1': new Date('2026-11-20T02:30:00Z'),
      },
    });
    expect(l).toMatchObject({ nama: 'Budi', dilewati: 'Kamera, Speaker' });
    expect(l.kirimUlang.map((d) => d.getUTCHours())).toEqual([2, 3, 5]);
    expect(a).toMatchObject({ nama: '', dilewati: '', kirimUlang: [] });
  });

  it('the top-up of a trade-in: the new price less the range, either way', () => {
    const lead = { mode: 'tukar' as const, hargaBaru: 15_000_000, nilaiMin: 3_500_000, nilaiMax: 3_750_000 };
    expect(topUp(lead)).toEqual({ min: 11_250_000, max: 11_500_000 });
    expect(topUpText(topUp(lead)!)).toBe(rp('Pelanggan menambah Rp 11.250.000 – Rp 11.500.000'));
    expect(topUp({ ...lead, mode: 'jual' })).toBeNull();
    expect(topUp({ ...lead, hargaBaru: null })).toBeNull();
    expect(topUpText({ min: -500_000, max: -500_000 })).toBe(rp('Toko membayar Rp 500.000'));
    expect(topUpText({ min: -500_000, max: 250_000 })).toBe(
      rp('Antara toko membayar Rp 500.000 dan pelanggan menambah Rp 250.000'),
    );
  });
});
