// Links in the project's Markdown (README.md, docs/*.md): which point inside the repository,
// and which headings a file offers as #anchors (GitHub's way of naming them). Read by the
// links test and by scripts/guide-images.mjs. Pure, no file system.

/** Text without fenced code blocks. */
function noFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Text with code blocks and inline code blanked out (links there are not links). */
function prose(markdown) {
  return noFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` and `![alt](target)`, with whether it is an image. */
export function markdownLinks(markdown) {
  const links = [];
  for (const m of prose(markdown).matchAll(
    /(!?)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    links.push({ target: m[2], image: m[1] === '!' });
  }
  return links;
}

/** A link into the repository (not a web address, a mail address or a bare #anchor). */
export function isRelative(target) {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//') && !target.startsWith('#');
}

/** `docs/x.md#part` → { path: 'docs/x.md', anchor: 'part' }. */
export function splitTarget(target) {
  const hash = target.indexOf('#');
  const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
  return { path, anchor: hash === -1 ? null : target.slice(hash + 1) };
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as -. */
export function headingAnchors(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const m of noFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The owner's guide's pictures: image links into docs/panduan-admin/, by file name. */
export function guideImageNames(markdown) {
  return [
    ...new Set(
      markdownLinks(markdown)
        .filter((l) => l.image && l.target.startsWith('panduan-admin/'))
        .map((l) => l.target.slice('panduan-admin/'.length)),
    ),
  ];
}
