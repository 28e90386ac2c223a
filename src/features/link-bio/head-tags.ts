// Sets the page's <title> and meta tags while a page is shown, and puts back
// what was there before when it leaves (the SPA shares one <head>). The built /link
// page has its head in its HTML and loads no app: this is for /link reached inside it.
import type { HeadTag } from '../../lib/page-head';

export function applyHead(title: string, tags: HeadTag[], doc: Document = document): () => void {
  const restore: (() => void)[] = [];

  const beforeTitle = doc.title;
  doc.title = title;
  restore.push(() => {
    doc.title = beforeTitle;
  });

  for (const t of tags) {
    const found = doc.head.querySelector<HTMLMetaElement>(`meta[${t.attr}="${t.key}"]`);
    const el = found ?? doc.createElement('meta');
    const before = found ? found.getAttribute('content') : null;
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
