// What a page's <head> says about it: title, description, canonical address, share
// preview (Open Graph, Twitter) and JSON-LD. One shape for every page the build writes
// (src/app/Document.tsx renders it; scripts/lib/seo.ts and /link's link-content.ts
// fill it in) and for /link reached inside the app (LinkPage sets the same tags).
// Plain data: Node and the browser import this module.

/** A schema.org object, as the build writes it into a page (scripts/lib/structured-data.ts). */
export type JsonLd = { '@context'?: string; '@type': string } & { [key: string]: unknown };

/** The site's own title and description: the app's HTML (app.html) and index.html in development. */
export const SITE_TITLE = 'ONE GADGET Bali – All Device One Solution';
export const SITE_DESCRIPTION =
  'ONE GADGET Bali: pricelist HP, laptop dan Mac, aksesoris, tukar tambah, servis dan cek status servisan.';

/** The name a share preview gives the site. */
export const SITE_NAME = 'ONE GADGET Bali';

export interface SharePreview {
  /** The share picture, absolute. */
  image: string;
  imageAlt?: string;
  /** Named where a preview should not have to fetch the picture to lay it out (/link). */
  imageSize?: { width: number; height: number };
  type: 'website' | 'article';
}

export interface PageHead {
  /** The <title>, whole ('Pricelist – ONE GADGET Bali'). */
  title: string;
  description: string;
  keywords?: string;
  /** The page's own absolute address; null for a page served for many addresses (no canonical, no og:url). */
  canonical?: string | null;
  /** Kept out of search results (the not-found page). */
  noindex?: boolean;
  /** Absent where no link is shared to (app.html: the member and admin areas). */
  share?: SharePreview;
  jsonLd?: JsonLd[];
}

export interface HeadTag {
  /** <meta name=…> or <meta property=…> (Open Graph) */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

/** Every <meta> a page's head gets beside its <title>, in order. */
export function headMetaTags(head: PageHead): HeadTag[] {
  const name = (key: string, content: string): HeadTag => ({ attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ attr: 'property', key, content });
  const share = head.share;
  return [
    name('description', head.description),
    ...(head.keywords ? [name('keywords', head.keywords)] : []),
    ...(head.noindex ? [name('robots', 'noindex')] : []),
    ...(share
      ? [
          property('og:type', share.type),
          property('og:site_name', SITE_NAME),
          property('og:locale', 'id_ID'),
          property('og:title', head.title),
          property('og:description', head.description),
          ...(head.canonical ? [property('og:url', head.canonical)] : []),
          property('og:image', share.image),
          ...(share.imageSize
            ? [
                property('og:image:width', String(share.imageSize.width)),
                property('og:image:height', String(share.imageSize.height)),
              ]
            : []),
          ...(share.imageAlt ? [property('og:image:alt', share.imageAlt)] : []),
          name('twitter:card', 'summary_large_image'),
          name('twitter:title', head.title),
          name('twitter:description', head.description),
          name('twitter:image', share.image),
        ]
      : []),
  ];
}

/**
 * JSON for a <script type="application/…json"> element: '<' escaped, so no text in it
 * can close the element (the page's baked data, its JSON-LD, app.html's route files).
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
