// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHELL_START_FILE, shellHtml } from './vite-prerender';

const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <title>ONE GADGET Bali – All Device One Solution</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <script async src="/assets/route-preload-0a1b2c3d.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const shell = { route: '/artikel/:id', url: '/artikel/_', file: 'artikel.html', dataFirst: true };

describe('shellHtml', () => {
  const html = shellHtml(
    TEMPLATE,
    shell,
    {
      html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Artikel</h1></main>',
      title: 'Artikel – X',
    },
    [['assets/ArticlePage-1.js'], ['assets/ArticlePage-1.css']],
  );

  it('puts the page in the root, marked with the route it was rendered for', () => {
    expect(html).toContain('<div id="root" data-shell="/artikel/:id"><main><h1>Artikel</h1></main></div>');
  });

  it("links the page's stylesheet and preloads its scripts instead of the route preload script", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ArticlePage-1.css">');
    expect(html).not.toContain('route-preload');
    expect(html.indexOf('ArticlePage-1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names its scripts, the entry's and the route's, at low priority where the largest paint is data", () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ArticlePage-1.js">',
    );
    expect(html).not.toContain(SHELL_START_FILE);
  });

  it('starts them after the first paint where the largest paint is in the page itself', () => {
    const home = shellHtml(
      TEMPLATE,
      { route: '/', url: '/', file: 'index.html', dataFirst: false },
      { html: '<main></main>', title: null },
      null,
    );
    expect(home).toContain(
      `<script async src="/${SHELL_START_FILE}" data-main="/assets/main-1.js" data-preload="/assets/react-1.js"></script>`,
    );
    expect(home).not.toContain('type="module"');
    expect(home).not.toContain('modulepreload');
  });

  it("moves React's resource hints to the head and writes the page's title", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(head).toContain('<title>Artikel – X</title>');
  });

  it('refuses a page that would need inline script, or a template without an empty root', () => {
    expect(() => shellHtml(TEMPLATE, shell, { html: '<script>x()</script>', title: null }, null)).toThrow(
      /CSP/,
    );
    expect(() => shellHtml('<html></html>', shell, { html: '<p></p>', title: null }, null)).toThrow(/empty/);
  });
});
