// storage.rules as text. There is no Storage emulator on these machines (it
// downloads its rules runtime), so this checks that the conditions the shop
// relies on are written, and uploads are tried against a real project
// (docs/deploy.md → Trying image uploads). It reads the rules; it cannot run them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/features/admin/core/data/image-upload';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../storage.rules'), 'utf8');
/** The rules without comments, on one line, single-spaced. */
const code = rules
  .replace(/\/\/.*$/gm, '')
  .replace(/\s+/g, ' ')
  .trim();

/** The body of `function name(...) { ... }`. */
function functionBody(name: string): string {
  const m = new RegExp(`function ${name}\\([^)]*\\) \\{ (.*?) \\}`).exec(code);
  expect(m, `function ${name}`).not.toBeNull();
  return m![1]!;
}

/** Each `allow <methods>: if <condition>;` inside the one match block. */
function allows(): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of code.matchAll(/allow ([a-z, ]+): if ([^;]+);/g)) {
    for (const method of m[1]!.split(',').map((s) => s.trim())) out.set(method, m[2]!.trim());
  }
  return out;
}

describe('storage.rules (read as text)', () => {
  it('has one match below the bucket root, on a folder the site uses, and nothing wider', () => {
    expect(code).toContain("rules_version = '2';");
    expect(code).toContain('match /b/{bucket}/o {');
    expect([...code.matchAll(/match \/([^ ]+) \{/g)].map((m) => m[1])).toEqual([
      'b/{bucket}/o',
      '{folder}/{path=**}',
    ]);
    // A list of folder names, nothing wider; which ones is the registry's (registry.test.ts).
    expect(functionBody('siteFolder')).toMatch(/^return folder in \[('[a-z_]+'(, )?)+\];$/);
  });

  it('reads a known image only in those folders, and lists nothing', () => {
    const a = allows();
    expect(a.get('get')).toBe('siteFolder(folder)');
    expect(a.get('list')).toBe('false');
    expect(a.has('read')).toBe(false);
    expect(code).not.toMatch(/if true/);
  });

  it('uploads are for admins (custom claim), in those folders, images only, and create only', () => {
    expect(functionBody('isAdmin')).toBe('return request.auth != null && request.auth.token.admin == true;');
    const a = allows();
    expect(a.get('create')).toBe('isAdmin() && siteFolder(folder) && isImageUpload()');
    // No one replaces the image behind a path a record names, or removes it, unrecorded.
    expect(a.get('update')).toBe('false');
    expect(a.get('delete')).toBe('false');
    expect(a.has('write')).toBe(false);
  });

  it('an upload is smaller than 5 MB and a PNG, JPEG, WebP, GIF or AVIF; never SVG', () => {
    const body = functionBody('isImageUpload');
    expect(body).toContain('request.resource.size < 5 * 1024 * 1024');
    const pattern = /request\.resource\.contentType\.matches\('([^']+)'\)/.exec(body)?.[1];
    expect(pattern).toBe('image/(png|jpeg|webp|gif|avif)');
    // Rules' matches() is a whole-string match.
    const accepts = (type: string) => new RegExp(`^(?:${pattern})$`).test(type);
    for (const ok of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
      expect(accepts(ok), ok).toBe(true);
    for (const no of [
      'image/svg+xml',
      'image/png+svg',
      'text/html',
      'image/',
      'image/pngx',
      'application/pdf',
    ])
      expect(accepts(no), no).toBe(false);
  });

  it('the admin form uploads the same types and size (src/features/admin/core/data/image-upload.ts)', () => {
    const body = functionBody('isImageUpload');
    const size = /request\.resource\.size < ([\d *]+?) &&/.exec(body)?.[1];
    expect(size, 'size limit').toBeDefined();
    const bytes = size!.split('*').reduce((product, n) => product * Number(n.trim()), 1);
    expect(bytes).toBe(UPLOAD_MAX_BYTES);

    const pattern = /request\.resource\.contentType\.matches\('([^']+)'\)/.exec(body)?.[1];
    expect(pattern).toBe(`image/(${UPLOAD_TYPES.map((t) => t.replace('image/', '')).join('|')})`);
  });
});
