// Data read at build time and baked into a prerendered page's HTML (src/app/Document.tsx
// writes it as JSON beside #root), so the page can paint it before any read: the home
// page's promo and Good News' article cards, whose images are those pages' largest
// elements. Never prices or stock: a figure from the build, even for a second, can be
// wrong. The live read replaces it.
import { createContext } from 'react';
import { paths } from '../config/paths';
import type { DatedArticle, Promo } from '../firebase/types';

export interface BakedData {
  /** The active promo when the site was built; absent when there was none or the read failed. */
  promo?: Promo;
  /** The first article cards Good News lists (text cut to the card's excerpt); only in its page. */
  articles?: DatedArticle[];
}

/** The part a route's page uses and carries: the articles only where they are listed. */
export function bakedFor(route: string, data: BakedData): BakedData {
  const { articles, ...rest } = data;
  return route === paths.goodNews && articles ? { ...rest, articles } : rest;
}

export const BAKED_DATA_ID = 'og-baked';

export const BakedData = createContext<BakedData>({});

/** What this page's HTML carries (nothing in a page the browser drew by itself). */
export function readBakedData(): BakedData {
  const text = document.getElementById(BAKED_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return withDates(JSON.parse(text) as BakedData);
  } catch {
    return {};
  }
}

/** A Date goes into the page as its JSON text: an article's day comes back a Date, or none when unreadable. */
function withDates(data: BakedData): BakedData {
  if (!data.articles) return data;
  const articles = data.articles.map((a) => {
    const at = typeof a.published === 'string' ? new Date(a.published) : null;
    return { ...a, published: at && !Number.isNaN(at.getTime()) ? at : null };
  });
  return { ...data, articles };
}
