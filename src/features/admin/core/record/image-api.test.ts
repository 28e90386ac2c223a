import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadToStorage } from '../data/storage-upload';
import { uploadImage } from './image-api';
import { prepareImage } from './resize-image';

vi.mock('../data/storage-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/storage-upload')>()),
  uploadToStorage: vi.fn(),
}));
vi.mock('./resize-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./resize-image')>()),
  prepareImage: vi.fn(),
}));

const photo = new File([new Uint8Array(2000)], 'foto.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.mocked(uploadToStorage).mockReset().mockResolvedValue();
  vi.mocked(prepareImage)
    .mockReset()
    .mockImplementation(async (_file, _type, maxSide = 1600) => ({
      data: new Blob([new Uint8Array(maxSide)], { type: 'image/webp' }),
      type: 'image/webp',
    }));
});

describe('uploadImage', () => {
  it('stores the 1600 px copy, then the 480 px copy for the cards beside it', async () => {
    const path = await uploadImage(photo, 'aksesoris', () => {});
    expect(path).toMatch(/^aksesoris\/\d{8}-[0-9a-z]{10}\.webp$/);
    expect(prepareImage).toHaveBeenCalledWith(photo, 'image/jpeg');
    expect(prepareImage).toHaveBeenCalledWith(photo, 'image/jpeg', 480);
    const stored = vi.mocked(uploadToStorage).mock.calls.map(([to, data]) => [to, data.size]);
    expect(stored).toEqual([
      [path, 1600],
      [path.replace(/\.webp$/, '-480.webp'), 480],
    ]);
  });

  it('keeps the upload when the small copy fails: the cards then show the large one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(uploadToStorage).mockResolvedValueOnce().mockRejectedValueOnce(new Error('offline'));
    const path = await uploadImage(photo, 'artikel', () => {});
    expect(path).toMatch(/^artikel\/.+\.webp$/);
    expect(uploadToStorage).toHaveBeenCalledTimes(2);
  });

  it('stores a GIF once, as it is (no small copy would keep its animation)', async () => {
    const gif = new File([new Uint8Array(100)], 'anim.gif', { type: 'image/gif' });
    vi.mocked(prepareImage).mockResolvedValue({ data: gif, type: 'image/gif' });
    const path = await uploadImage(gif, 'aksesoris', () => {});
    expect(path).toMatch(/\.gif$/);
    expect(uploadToStorage).toHaveBeenCalledTimes(1);
  });
});
