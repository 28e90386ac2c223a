// @vitest-environment node
// Every relative link and picture in README.md and docs/*.md leads somewhere: the file
// exists, and a #part names a heading of that file. A doc that points at nothing is a defect.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideImageNames, headingAnchors, isRelative, markdownLinks, splitTarget } from './doc-links.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** What is wrong with one link of `from`, or null. */
function broken(from: string, target: string): string | null {
  const { path: rel, anchor } = splitTarget(target);
  const file = rel === '' ? from : path.relative(ROOT, path.resolve(ROOT, path.dirname(from), rel));
  if (file.startsWith('..')) return `${target}: leaves the repository`;
  if (!existsSync(path.join(ROOT, file))) return `${target}: no such file (${file})`;
  if (anchor === null || !file.endsWith('.md') || statSync(path.join(ROOT, file)).isDirectory()) return null;
  return headingAnchors(read(file)).has(anchor) ? null : `${target}: ${file} has no heading #${anchor}`;
}

describe('links in README.md and docs/', () => {
  it.each(DOCS)('%s: every relative link and image resolves', (file) => {
    const text = read(file);
    const problems = markdownLinks(text)
      .filter((l) => isRelative(l.target) || l.target.startsWith('#'))
      .map((l) => broken(file, l.target))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("the owner's guide shows pictures, each in docs/panduan-admin/", () => {
    const names = guideImageNames(read('docs/panduan-admin.md'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !existsSync(path.join(ROOT, 'docs/panduan-admin', n)))).toEqual([]);
  });

  it('README stays short: at most 150 lines', () => {
    expect(read('README.md').split('\n').length - 1).toBeLessThanOrEqual(150);
  });
});

describe('doc-links helpers', () => {
  it('finds links and images outside code, not inside', () => {
    const md = [
      'See [a](docs/a.md#x) and ![p](panduan-admin/p.png).',
      '`[no](x.md)`',
      '```',
      '[no](y.md)',
      '```',
    ];
    expect(markdownLinks(md.join('\n'))).toEqual([
      { target: 'docs/a.md#x', image: false },
      { target: 'panduan-admin/p.png', image: true },
    ]);
  });

  it('names headings as GitHub does', () => {
    const anchors = headingAnchors(
      '# Deploy\n## The page table (being reshaped)\n## Coupons: once per `e-mail`\n## Deploy',
    );
    expect([...anchors]).toEqual([
      'deploy',
      'the-page-table-being-reshaped',
      'coupons-once-per-e-mail',
      'deploy-1',
    ]);
  });

  it('tells repository links from web addresses', () => {
    expect(['docs/a.md', '../x', 'https://a.b', 'mailto:a@b', '#top'].map(isRelative)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
