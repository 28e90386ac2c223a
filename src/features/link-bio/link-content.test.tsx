import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { headMetaTags } from '../../lib/page-head';
import { chatAdminHref, LINK_BUTTONS, linkHead, mapHref, ratingOf, shopRatingText } from './link-content';
import { LinkView } from './LinkView';

/** The page as LinkView renders it (the built /link page renders the same, src/app/Document.tsx). */
function page(whatsapp: string): Element {
  const t = document.createElement('template');
  t.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/link']}>
      <main id="main">
        <LinkView whatsapp={whatsapp} />
      </main>
    </MemoryRouter>,
  );
  return t.content.querySelector('main')!;
}

describe('the /link page', () => {
  it('holds the buttons as plain links, in order, and the chat link with the build number', () => {
    const root = page('081100001111');
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    // Links out carry the page's source: a chat on the next page counts as from /link.
    expect(links).toEqual([
      ['Pricelist', '/pricelist?utm_source=link-bio'],
      ['Aksesoris', '/aksesoris?utm_source=link-bio'],
      ['Promo', '/goodnews?utm_source=link-bio'],
      ['Login Member', '/member/login?utm_source=link-bio'],
      [
        'Tanya Admin',
        'https://wa.me/6281100001111?text=Halo%20admin%20ONE%20GADGET%2C%20saya%20mau%20tanya.',
      ],
      // Below the chat, the shop's other two answers.
      ['Cek Servisan', '/cek-servisan?utm_source=link-bio'],
      ['Kalkulator Harga', '/kalkulator-harga?utm_source=link-bio'],
    ]);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(root.querySelector('h1')?.textContent).toBe('ONE GADGET Bali');
  });

  it('rates the shop by its testimonials, and finds it on a map', () => {
    expect(ratingOf([5, 4, 5, Number.NaN, 0])).toEqual({ average: 14 / 3, count: 3 });
    expect(ratingOf([])).toBeNull();
    expect(shopRatingText({ average: 14 / 3, count: 3 })).toBe('4,7 dari 5 · 3 ulasan');
    expect(mapHref('Jl. Teuku Umar 88')).toBe(
      'https://www.google.com/maps/search/?api=1&query=ONE%20GADGET%20Jl.%20Teuku%20Umar%2088',
    );
  });

  it('the chat link carries the shop number when known', () => {
    expect(chatAdminHref('0812-3456-7890')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  });

  it('without any number the chat control is not a link (and never a number-less wa.me link)', () => {
    expect(chatAdminHref('')).toBeNull();
    const chat = page('').querySelector('.link-bio__btn--chat')!;
    expect(chat.hasAttribute('href')).toBe(false);
    expect(chat.getAttribute('aria-disabled')).toBe('true');
    expect(chat.getAttribute('title')).toBe('Nomor WhatsApp admin belum tersedia.');
    expect(chat.textContent).toBe('Tanya Admin');
  });

  it('Promo points to /goodnews', () => {
    expect(LINK_BUTTONS.find((b) => b.label === 'Promo')?.href).toBe('/goodnews');
  });
});

describe("/link's head", () => {
  it('has every preview tag with absolute addresses', () => {
    const head = linkHead('https://toko.example/');
    expect(head.canonical).toBe('https://toko.example/link');
    const tags = Object.fromEntries(headMetaTags(head).map((t) => [t.key, t]));
    for (const key of ['description', 'keywords', 'twitter:card']) expect(tags[key]?.attr).toBe('name');
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url'])
      expect(tags[key]?.attr).toBe('property');
    expect(tags['og:url']?.content).toBe('https://toko.example/link');
    expect(tags['og:image']?.content).toBe('https://toko.example/img/og/link-preview.png');
    expect([tags['og:image:width']?.content, tags['og:image:height']?.content]).toEqual(['1200', '630']);
    expect(tags['twitter:card']?.content).toBe('summary_large_image');
  });
});
