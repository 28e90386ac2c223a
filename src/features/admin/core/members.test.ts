import { describe, expect, it } from 'vitest';
import { countClaims, memberDetails, newestFirst, searchMembers, toMemberRow } from './members';

const putu = toMemberRow({
  id: 'm1',
  data: {
    nama: 'Putu Ayu',
    noWa: '0812-3456-7890',
    email: 'putu@contoh.id',
    role: 'member',
    createdAt: new Date('2025-05-02T06:20:00Z'),
  },
});
const admin = toMemberRow({
  id: 'a1',
  data: { nama: 'Admin', whatsapp: '0878', email: 'admin@contoh.id', role: 'admin' },
});
const made = toMemberRow({
  id: 'm2',
  data: { nama: 'Made', noWa: '', email: 'made@contoh.id', createdAt: new Date('2025-06-01T00:00:00Z') },
});

describe('member list', () => {
  it('reads noWa or the older whatsapp, and a missing date as null', () => {
    expect(putu).toMatchObject({ whatsapp: '0812-3456-7890', admin: false });
    expect(admin).toEqual({
      id: 'a1',
      nama: 'Admin',
      whatsapp: '0878',
      email: 'admin@contoh.id',
      joined: null,
      admin: true,
    });
  });

  it('puts the newest members first and undated ones last', () => {
    expect(newestFirst([admin, putu, made]).map((m) => m.id)).toEqual(['m2', 'm1', 'a1']);
  });

  it('searches name, e-mail and WhatsApp (with or without separators), every word', () => {
    const all = [putu, admin, made];
    expect(searchMembers(all, '').length).toBe(3);
    expect(searchMembers(all, 'PUTU').map((m) => m.id)).toEqual(['m1']);
    expect(searchMembers(all, '081234567890').map((m) => m.id)).toEqual(['m1']);
    expect(searchMembers(all, 'contoh.id made').map((m) => m.id)).toEqual(['m2']);
    expect(searchMembers(all, 'putu made')).toEqual([]);
  });
});

describe("a member's details", () => {
  it('shows the contacts the profile holds, never "-" for an empty one', () => {
    const joined = new Date('2025-05-02T06:20:00Z');
    expect(memberDetails({ whatsapp: '0812', email: 'a@contoh.id', joined })).toEqual([
      'WhatsApp: 0812',
      'E-mail: a@contoh.id',
      'Bergabung: 2 Mei 2025',
    ]);
    expect(memberDetails({ whatsapp: '0812', email: '', joined: null })).toEqual(['WhatsApp: 0812']);
    expect(memberDetails({ whatsapp: '', email: 'a@contoh.id', joined: null })).toEqual([
      'E-mail: a@contoh.id',
    ]);
    expect(memberDetails({ whatsapp: '', email: '', joined })).toEqual([
      'Belum ada kontak',
      'Bergabung: 2 Mei 2025',
    ]);
  });
});

describe('countClaims', () => {
  it('counts claims per coupon id (the claim document id)', () => {
    expect(countClaims([{ id: 'hemat10' }, { id: 'servis50rb' }, { id: 'hemat10' }])).toEqual({
      hemat10: 2,
      servis50rb: 1,
    });
    expect(countClaims([])).toEqual({});
  });
});
