import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPromo, listTestimonials } from './api';

const db = vi.hoisted(() => ({ getDocById: vi.fn(), listDocs: vi.fn() }));
vi.mock('../../firebase/visitor/visitor-read', () => db);
const storage = vi.hoisted(() => ({ resolveImageUrl: vi.fn() }));
vi.mock('../../firebase/storage', () => storage);

describe('home api', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    storage.resolveImageUrl.mockImplementation(async (src: string) =>
      src.startsWith('/') ? src : `https://storage.example/${src}`,
    );
  });

  it('reads promo/promo_aktif with the image resolved; null when there is none', async () => {
    db.getDocById.mockResolvedValueOnce({
      id: 'promo_aktif',
      data: { judul: 'Promo', slider: ['a', 'b', 'c'], gambar: 'promo/juni.webp' },
    });
    await expect(getPromo()).resolves.toEqual({
      judul: 'Promo',
      slider: ['a', 'b', 'c'],
      gambar: 'https://storage.example/promo/juni.webp',
    });
    expect(db.getDocById).toHaveBeenCalledWith('promo/promo_aktif', { cache: true });
    db.getDocById.mockResolvedValueOnce(null);
    await expect(getPromo()).resolves.toBeNull();
  });

  it('lists testimoni with the placeholder photo when foto is missing or unresolvable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.resolveImageUrl.mockImplementation(async (src: string) => {
      if (src === 'rusak.jpg') throw new Error('storage/object-not-found');
      return src;
    });
    db.listDocs.mockResolvedValue([
      { id: 'a', data: { nama: 'A', rating: 5, pesan: 'x', foto: '/img/a.svg' } },
      { id: 'b', data: { nama: 'B', rating: 3, pesan: 'y' } },
      { id: 'c', data: { nama: 'C', rating: 4, pesan: 'z', foto: 'rusak.jpg' } },
    ]);
    const list = await listTestimonials();
    expect(db.listDocs).toHaveBeenCalledWith('testimoni', { cache: true });
    expect(list.map((t) => t.foto)).toEqual([
      '/img/a.svg',
      '/img/placeholder-avatar.svg',
      '/img/placeholder-avatar.svg',
    ]);
  });
});
