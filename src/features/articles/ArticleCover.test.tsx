import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveImageUrl } from '../../firebase/storage';
import { ArticleCover } from './ArticleCover';

vi.mock('../../firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../firebase/storage')>()),
  resolveImageUrl: vi.fn(async (path: string) => `https://storage.test/${path}`),
}));

describe('an article cover from Storage', () => {
  it("on a card: the small copy for a phone's column, the large for wider ones", async () => {
    render(<ArticleCover src="artikel/20250601-abcdefghij.webp" alt="Tips" card />);
    const img = await screen.findByRole('img', { name: 'Tips' });
    await waitFor(() =>
      expect(img).toHaveAttribute(
        'srcset',
        'https://storage.test/artikel/20250601-abcdefghij-480.webp 480w, https://storage.test/artikel/20250601-abcdefghij.webp 1600w',
      ),
    );
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    expect(resolveImageUrl).toHaveBeenCalledWith('artikel/20250601-abcdefghij-480.webp');
  });

  it("on the article's own page: the large copy alone", async () => {
    render(<ArticleCover src="artikel/20250601-abcdefghij.webp" alt="Tips" />);
    const img = await screen.findByRole('img', { name: 'Tips' });
    await waitFor(() =>
      expect(img).toHaveAttribute('src', 'https://storage.test/artikel/20250601-abcdefghij.webp'),
    );
    expect(img).not.toHaveAttribute('srcset');
  });
});
