// Sets the page's <title> and meta tags while a page is shown, and puts back
// what was there before when it leaves (the SPA shares one <head>).
//
// dist/link.html arrives with /link's tags already in its head (written by the
// build, see link-content.ts): those carry data-link-head, and where they replaced
// a site-wide value (title, description) data-site-default holds that value, so
// leaving /link in the SPA restores the site's head, not /link's.
import type { HeadTag } from './link-content';

export function applyHead(title: string, tags: HeadTag[], doc: Document = document): () => void {
  const restore: (() => void)[] = [];

  const titleEl = doc.querySelector('title');
  const beforeTitle = titleEl?.dataset.siteDefault ?? doc.title;
  doc.title = title;
  restore.push(() => {
    doc.title = beforeTitle;
  });

  for (const t of tags) {
    const found = doc.head.querySelector<HTMLMetaElement>(`meta[${t.attr}="${t.key}"]`);
    const el = found ?? doc.createElement('meta');
    const siteDefault = found?.dataset.siteDefault;
    const before =
      siteDefault ?? (found && !found.hasAttribute('data-link-head') ? found.getAttribute('content') : null);
    if (!found) {
      el.setAttribute(t.attr, t.key);
      doc.head.appendChild(el);
    }
    el.setAttribute('content', t.content);
    restore.push(() => {
      if (before === null) el.remove();
      else el.setAttribute('content', before);
    });
  }
  return () => restore.reverse().forEach((undo) => undo());
}
