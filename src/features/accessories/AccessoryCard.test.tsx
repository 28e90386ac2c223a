import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveImageUrl } from '../../firebase/storage';
import * as R from '../../test/records';
import { AccessoryCard } from './AccessoryCard';

vi.mock('../../firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../firebase/storage')>()),
  resolveImageUrl: vi.fn(),
}));

/** Storage as a bucket holding `stored` paths: each resolves to its download URL, others are missing. */
function bucket(...stored: string[]) {
  vi.mocked(resolveImageUrl).mockImplementation(async (path) => {
    if (stored.includes(path)) return `https://storage.test/${path}`;
    throw Object.assign(new Error('missing'), { code: 'storage/object-not-found' });
  });
}

const card = (gambar: string) =>
  render(
    <AccessoryCard
      item={R.accessory({ id: 'holder', nama: 'Holder Motor', gambar, harga: 85000, stok: 2 })}
      wa="6281234567890"
      eager={false}
      onZoom={() => {}}
    />,
  );

beforeEach(() => {
  vi.mocked(resolveImageUrl).mockReset();
});

describe("an accessory card's image", () => {
  it('offers the small copy to a phone and the large one to a wider screen', async () => {
    bucket('aksesoris/20250601-k3j9x2ab7q.webp', 'aksesoris/20250601-k3j9x2ab7q-480.webp');
    card('aksesoris/20250601-k3j9x2ab7q.webp');
    const img = screen.getByRole('img', { name: 'Holder Motor' });
    await waitFor(() =>
      expect(img).toHaveAttribute(
        'srcset',
        'https://storage.test/aksesoris/20250601-k3j9x2ab7q-480.webp 480w, https://storage.test/aksesoris/20250601-k3j9x2ab7q.webp 1600w',
      ),
    );
    expect(img).toHaveAttribute('src', 'https://storage.test/aksesoris/20250601-k3j9x2ab7q.webp');
    expect(img.getAttribute('sizes')).toMatch(/50vw$/);
  });

  it('shows the large copy alone where no small copy was stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    bucket('aksesoris/20240101-oldimage01.webp');
    card('aksesoris/20240101-oldimage01.webp');
    const img = screen.getByRole('img', { name: 'Holder Motor' });
    await waitFor(() =>
      expect(img).toHaveAttribute('src', 'https://storage.test/aksesoris/20240101-oldimage01.webp'),
    );
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('a site path or a URL is used as it is, with no copies asked for', () => {
    card('/img/aksesoris/holder.svg');
    const img = screen.getByRole('img', { name: 'Holder Motor' });
    expect(img).toHaveAttribute('src', '/img/aksesoris/holder.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(resolveImageUrl).not.toHaveBeenCalled();
  });
});
