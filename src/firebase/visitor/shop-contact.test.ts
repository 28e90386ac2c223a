import { describe, expect, it, vi } from 'vitest';
import { getShopContact } from './shop-contact';

const db = vi.hoisted(() => ({ getDocById: vi.fn() }));
vi.mock('./visitor-read', () => db);

describe('getShopContact', () => {
  it('reads kontak/aktif through the cache, keeping an offline copy; a missing document is an empty contact', async () => {
    db.getDocById.mockResolvedValue(null);
    const contact = await getShopContact();
    expect(db.getDocById).toHaveBeenCalledWith('kontak/aktif', { cache: true, offline: true });
    expect(contact.whatsapp).toBe('');
    expect(contact.alamat).toBe('');
  });
});
