import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ArticlePage from './ArticlePage';
import GoodNewsPage from './GoodNewsPage';
import { getArticle, listArticles } from './api';
import * as R from '../../test/records';
import { getShopContact } from '../../firebase/visitor/shop-contact';

vi.mock('./api', () => ({ getArticle: vi.fn(), listArticles: vi.fn() }));
vi.mock('../../firebase/visitor/shop-contact', () => ({ getShopContact: vi.fn() }));

const article = {
  ...R.article({
    id: 'waspada',
    judul: 'Waspada Penipuan',
    cover: '/img/artikel/waspada.svg',
    isi: 'Paragraf pertama.\n\nPenipu menulis <b>PROMO</b> dan <script>alert(1)</script> di pesan.\n\nParagraf ketiga.',
  }),
  published: null,
};

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/goodnews" element={<GoodNewsPage />} />
        <Route path="/artikel/:id" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getArticle).mockReset();
  vi.mocked(getShopContact).mockResolvedValue(R.contact({ whatsapp: '081234567890' }));
});

describe('ArticlePage', () => {
  it('shows Memuat artikel... then the article, HTML as text, paragraphs kept, title set', async () => {
    vi.mocked(getArticle).mockResolvedValue(article);
    const { container } = at('/artikel/waspada');
    expect(screen.getByText('Memuat artikel...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Waspada Penipuan' })).toBeInTheDocument();
    expect(getArticle).toHaveBeenCalledWith('waspada');
    const body = container.querySelector('.article-body')!;
    expect(body.querySelectorAll('p')).toHaveLength(3);
    expect(
      screen.getByText('Penipu menulis <b>PROMO</b> dan <script>alert(1)</script> di pesan.'),
    ).toBeInTheDocument();
    expect(body.querySelector('b, script')).toBeNull();
    // The title follows in an effect after the render that shows the heading.
    await waitFor(() => expect(document.title).toMatch(/^Waspada Penipuan/));
  });

  it('shows the day it was published, and ends with the chat, a share and the other articles', async () => {
    vi.mocked(getArticle).mockResolvedValue({ ...article, published: new Date(2026, 10, 27, 9, 30) });
    at('/artikel/waspada');
    const date = await screen.findByText('27 Nov 2026');
    expect(date.tagName).toBe('TIME');
    const end = screen.getByRole('region', { name: 'Ada pertanyaan soal ini?' });
    const chat = await within(end).findByRole('link', { name: 'Tanya Admin' });
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('artikel "Waspada Penipuan"');
    // jsdom has no Web Share: the share is a WhatsApp message holding the page's address.
    const share = within(end).getByRole('link', { name: 'Bagikan lewat WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toBe(
      `https://wa.me/?text=Waspada Penipuan · ONE GADGET Bali\n${window.location.href}`,
    );
    expect(within(end).getByRole('link', { name: 'Artikel Lainnya' })).toHaveAttribute('href', '/goodnews');
  });

  it('shows no date when the day it was published is not known', async () => {
    vi.mocked(getArticle).mockResolvedValue(article);
    const { container } = at('/artikel/waspada');
    await screen.findByRole('heading', { level: 1, name: 'Waspada Penipuan' });
    expect(container.querySelector('time')).toBeNull();
  });

  it('an unknown id: Indonesian not-found with a way back to /goodnews', async () => {
    vi.mocked(getArticle).mockResolvedValue(null);
    at('/artikel/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Good News' })).toHaveAttribute('href', '/goodnews');
    await waitFor(() => expect(document.title).toMatch(/^Artikel tidak ditemukan/));
  });

  it('a failed load offers Coba lagi', async () => {
    vi.mocked(getArticle).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(article);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    at('/artikel/waspada');
    fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waspada Penipuan' })).toBeInTheDocument();
  });
});

describe('GoodNewsPage', () => {
  it('cards: cover, title, 100-character excerpt, Baca Selengkapnya link', async () => {
    const long = { ...article, id: 'a b', isi: 'kata '.repeat(60) };
    vi.mocked(listArticles).mockResolvedValue([article, long]);
    at('/goodnews');
    const links = await screen.findAllByRole('link', { name: /^Baca Selengkapnya/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/artikel/waspada', '/artikel/a%20b']);
    expect(screen.getAllByRole('img', { name: 'Waspada Penipuan' })[0]).toHaveAttribute('src', article.cover);
    const excerpt = screen.getByText(/^kata kata/);
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(103);
    expect(excerpt.textContent).toMatch(/\.\.\.$/);
  });

  it("each card shows its document's day in WITA; a card whose day is not known shows none", async () => {
    // 01.30 WITA on 27 November: still the 26th in UTC and west of it.
    const dated = { ...article, published: new Date('2026-11-26T17:30:00Z') };
    const undated = { ...article, id: 'lama', judul: 'Artikel Lama', published: null };
    vi.mocked(listArticles).mockResolvedValue([dated, undated]);
    at('/goodnews');
    const [first, second] = await screen.findAllByRole('article');
    const day = within(first!).getByText('27 Nov 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('dateTime', '2026-11-26T17:30:00.000Z');
    expect(within(second!).getByRole('heading', { name: 'Artikel Lama' })).toBeInTheDocument();
    expect(second!.querySelector('time, .article-date')).toBeNull();
  });

  it('no articles: an empty message', async () => {
    vi.mocked(listArticles).mockResolvedValue([]);
    at('/goodnews');
    expect(await screen.findByText('Belum ada artikel.')).toBeInTheDocument();
  });
});
