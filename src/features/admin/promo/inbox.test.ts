import { describe, expect, it } from 'vitest';
import {
  chatHref,
  chatMessage,
  countByStatus,
  filterByStatus,
  filterFrom,
  newestFirst,
  statusOf,
  toPromoRequest,
  type PromoRequest,
} from './inbox';

const req = (id: string, over: Partial<PromoRequest> = {}): PromoRequest => ({
  id,
  nama: 'Sari',
  whatsapp: '0812-3456-7890',
  alamat: 'Denpasar',
  pesan: 'iPhone 12',
  waktu: new Date('2026-01-01T00:00:00Z'),
  status: 'baru',
  version: null,
  ...over,
});

describe('statusOf', () => {
  it('a request from the public form (no status) is new', () => expect(statusOf({ nama: 'x' })).toBe('baru'));
  it('keeps a status an admin set', () => {
    expect(statusOf({ status: 'dihubungi' })).toBe('dihubungi');
    expect(statusOf({ status: 'selesai' })).toBe('selesai');
  });
  it('an unknown or malformed status counts as new', () => {
    expect(statusOf({ status: 'disetujui' })).toBe('baru');
    expect(statusOf({ status: 3 })).toBe('baru');
  });
});

describe('toPromoRequest', () => {
  it('a legacy document without time, status or some fields', () => {
    expect(toPromoRequest({ id: 'old', data: { nama: 'Budi', whatsapp: 812 } })).toEqual({
      id: 'old',
      nama: 'Budi',
      whatsapp: '812',
      alamat: '',
      pesan: '',
      waktu: null,
      status: 'baru',
      version: null,
    });
  });

  it('keeps the version an admin wrote (its history entry), for a status change based on it', () => {
    expect(toPromoRequest({ id: 'r', data: { nama: 'Budi', _riwayat: 'e7' } }).version).toBe('e7');
  });
});

describe('newestFirst', () => {
  it('newest first, requests without a time last', () => {
    const list = [
      req('a', { waktu: new Date('2026-01-01') }),
      req('z', { waktu: null }),
      req('b', { waktu: new Date('2026-03-01') }),
      req('c', { waktu: null }),
      req('d', { waktu: new Date('2026-02-01') }),
    ];
    expect(newestFirst(list).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'z']);
  });
});

describe('counts and filter', () => {
  const list = [
    req('1'),
    req('2', { status: 'dihubungi' }),
    req('3', { status: 'selesai' }),
    req('4', { status: 'selesai' }),
    req('5', { status: 'jadi' }),
    req('6', { status: 'batal' }),
  ];
  it('counts each status and all; Selesai is what older handled requests hold', () =>
    expect(countByStatus(list)).toEqual({ semua: 6, baru: 1, dihubungi: 1, jadi: 1, batal: 1, selesai: 2 }));
  it('filters by status; semua keeps all', () => {
    expect(filterByStatus(list, 'selesai').map((r) => r.id)).toEqual(['3', '4']);
    expect(filterByStatus(list, 'jadi').map((r) => r.id)).toEqual(['5']);
    expect(filterByStatus(list, 'semua')).toHaveLength(6);
  });
  it('reads the filter from the address, anything unknown is semua', () => {
    expect(filterFrom('baru')).toBe('baru');
    expect(filterFrom('apa')).toBe('semua');
    expect(filterFrom(null)).toBe('semua');
  });
});

describe('chat message and link', () => {
  it('names the visitor and their request', () => {
    expect(chatMessage({ nama: ' Sari ', pesan: 'iPhone 12, layar retak ' })).toBe(
      'Halo Sari, terima kasih sudah mengajukan promo di ONE GADGET: "iPhone 12, layar retak". Kami ingin membantu menindaklanjuti pengajuan Anda.',
    );
  });
  it('without a name or request still reads well', () => {
    expect(chatMessage({ nama: '', pesan: '' })).toBe(
      'Halo Kak, terima kasih sudah mengajukan promo di ONE GADGET. Kami ingin membantu menindaklanjuti pengajuan Anda.',
    );
  });
  it('the link goes to the digits of the number (08… → 628…), the message encoded', () => {
    const href = chatHref({ nama: 'Sari', pesan: 'a&b', whatsapp: '0812-3456 7890' })!;
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toContain('Halo Sari');
    expect(href).not.toContain('&b');
  });
  it('a number with markup or a link in it keeps only its digits', () => {
    expect(chatHref({ nama: 'x', pesan: '', whatsapp: '<a href="https://evil.test">0812</a>' })).toMatch(
      /^https:\/\/wa\.me\/62812\?text=/,
    );
  });
  it('no digits, no link', () => expect(chatHref({ nama: 'x', pesan: 'y', whatsapp: 'DM saja' })).toBeNull());
});
