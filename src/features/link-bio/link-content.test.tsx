import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildLinkHtml, siteUrlFrom } from '../../../scripts/vite-link-page';
import { chatAdminHref, LINK_BUTTONS, linkHeadTags, renderLinkBody, renderLinkHead } from './link-content';
import { LinkView } from './LinkView';

function reactMarkup(whatsapp: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/link']}>
      <main id="main">
        <LinkView whatsapp={whatsapp} />
      </main>
    </MemoryRouter>,
  );
}

function parse(html: string): Element {
  const t = document.createElement('template');
  t.innerHTML = html;
  // react-router marks its links for route discovery; that is not markup the page needs.
  t.content.querySelectorAll('[data-discover]').forEach((el) => el.removeAttribute('data-discover'));
  // (React's server renderer also emits a <link rel=preload> for the image; the page is <main>.)
  return t.content.querySelector('main')!;
}

describe('the pre-rendered /link markup', () => {
  it.each(['', '081234567890'])('is exactly what LinkView renders (number %j)', (n) => {
    const built = parse(renderLinkBody(n));
    const rendered = parse(reactMarkup(n));
    expect(built.outerHTML.length).toBeGreaterThan(300);
    // isEqualNode ignores attribute order; outerHTML shows the difference when there is one.
    if (!built.isEqualNode(rendered)) expect(rendered.outerHTML).toBe(built.outerHTML);
    expect(built.isEqualNode(rendered)).toBe(true);
  });

  it('holds the buttons as plain links, in order, and the chat link with the build number', () => {
    const root = parse(renderLinkBody('081100001111'));
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    // Links out carry the page's source: a chat on the next page counts as from /link.
    expect(links).toEqual([
      ['Pricelist', '/pricelist?utm_source=link-bio'],
      ['Aksesoris', '/aksesoris?utm_source=link-bio'],
      ['Promo', '/goodnews?utm_source=link-bio'],
      ['Login Member', '/member/login?utm_source=link-bio'],
      ['Chat Admin', 'https://wa.me/6281100001111?text=Halo%20admin%20ONE%20GADGET%2C%20saya%20mau%20tanya.'],
    ]);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(root.querySelector('h1')?.textContent).toBe('ONE GADGET Bali');
  });

  it('the chat link carries the shop number when known', () => {
    expect(chatAdminHref('0812-3456-7890')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  });

  it('without any number the chat control is not a link (and never a number-less wa.me link)', () => {
    expect(chatAdminHref('')).toBeNull();
    const chat = parse(renderLinkBody('')).querySelector('.link-bio__btn--chat')!;
    expect(chat.hasAttribute('href')).toBe(false);
    expect(chat.getAttribute('aria-disabled')).toBe('true');
    expect(chat.getAttribute('title')).toBe('Nomor WhatsApp admin belum tersedia.');
    expect(chat.textContent).toBe('Chat Admin');
  });

  it('the build step writes the chat link with the build number', () => {
    const index =
      '<html><head>\n<title>T</title>\n<meta name="description" content="D" />\n</head>' +
      '<body><div id="root"></div></body></html>';
    const html = buildLinkHtml(index, {
      siteUrl: 'https://x.test',
      stylesheets: [],
      modulePreloads: [],
      whatsapp: '081100001111',
    });
    expect(html).toContain('href="https://wa.me/6281100001111?text=');
    expect(html).not.toContain('wa.me/?');
  });
  it('Promo points to /goodnews', () => {
    expect(LINK_BUTTONS.find((b) => b.label === 'Promo')?.href).toBe('/goodnews');
  });
});

describe('/link head tags', () => {
  it('has every preview tag with absolute addresses', () => {
    const tags = Object.fromEntries(linkHeadTags('https://toko.example/').map((t) => [t.key, t]));
    for (const key of ['description', 'keywords', 'twitter:card']) expect(tags[key]?.attr).toBe('name');
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url'])
      expect(tags[key]?.attr).toBe('property');
    expect(tags['og:url']?.content).toBe('https://toko.example/link');
    expect(tags['og:image']?.content).toBe('https://toko.example/img/og/link-preview.png');
    expect(tags['twitter:card']?.content).toBe('summary_large_image');
  });

  it('escapes what it writes', () => {
    const head = renderLinkHead('https://toko.example', { title: 'A "B" <C>', description: 'x & y' });
    expect(head).toContain('data-site-default="A &quot;B&quot; &lt;C&gt;"');
    expect(head).toContain('data-site-default="x &amp; y"');
    expect(head).toContain('Promo &amp; Chat Admin</title>');
  });
});

describe('buildLinkHtml (the build step)', () => {
  const index = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>ONE GADGET Bali – All Device One Solution</title>
    <meta
      name="description"
      content="Situs toko."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

  it('replaces the site title and description, adds the preview tags, pre-renders the page', () => {
    const html = buildLinkHtml(index, {
      siteUrl: 'https://toko.example',
      stylesheets: ['/assets/LinkPage-x.css'],
      modulePreloads: ['/assets/LinkPage-y.js'],
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toContain('Pricelist, Aksesoris, Promo');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('data-site-default')).toBe(
      'Situs toko.',
    );
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://toko.example/link',
    );
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/LinkPage-x.css');
    expect(doc.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/LinkPage-y.js',
    );
    expect(doc.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
    expect(doc.querySelector('#link-static a[href="/pricelist?utm_source=link-bio"]')?.textContent).toBe(
      'Pricelist',
    );
    // Beside #root, which React empties when it starts.
    expect(doc.querySelector('#link-static + #root')?.childElementCount).toBe(0);
  });

  it('refuses an index.html it does not understand', () => {
    const opts = { siteUrl: 'https://x.example', stylesheets: [], modulePreloads: [] };
    expect(() => buildLinkHtml(index.replace('<div id="root"></div>', '<div id="app"></div>'), opts)).toThrow(
      /root/,
    );
    expect(() => buildLinkHtml(index.replace(/<title>.*<\/title>/, ''), opts)).toThrow(/title/);
  });

  it('site address: VITE_SITE_URL, else the project Hosting domain', () => {
    expect(siteUrlFrom({ VITE_SITE_URL: 'https://onegadget.example/' })).toBe('https://onegadget.example');
    expect(siteUrlFrom({ VITE_FIREBASE_PROJECT_ID: 'toko-asli' })).toBe('https://toko-asli.web.app');
    expect(siteUrlFrom({})).toBe('https://demo-onegadget.web.app');
  });
});
