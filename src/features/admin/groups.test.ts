// The admin's screen groups (catalogue, bulk, repairs…) share what they need through
// core/ (data, registry-driven forms, history, shared pieces) and shell/ (the frame),
// never through each other: a group can change without the others noticing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ADMIN = import.meta.dirname;
const SHARED = new Set(['core', 'shell']);
const folders = readdirSync(ADMIN, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const groups = folders.filter((f) => !SHARED.has(f));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

/** The admin folders a file imports from (its own excluded). */
function foldersImported(file: string): string[] {
  const own = path.relative(ADMIN, file).split(path.sep)[0];
  const specs = [...readFileSync(file, 'utf8').matchAll(/(?:from|import|vi\.mock)\s*\(?\s*'(\.[^']+)'/g)];
  return specs
    .map(([, spec]) => path.relative(ADMIN, path.resolve(path.dirname(file), spec!)).split(path.sep)[0]!)
    .filter((f) => folders.includes(f) && f !== own);
}

describe('admin screen groups', () => {
  it('finds the groups and the shared folders', () => {
    expect(groups).toEqual(expect.arrayContaining(['catalogue', 'bulk', 'repairs', 'promo']));
    expect(folders).toEqual(expect.arrayContaining([...SHARED]));
  });

  it.each(groups)('%s imports only core/ and shell/, no other group', (group) => {
    const crossings = sources(path.join(ADMIN, group)).flatMap((file) =>
      foldersImported(file)
        .filter((f) => !SHARED.has(f))
        .map((f) => `${path.relative(ADMIN, file)} → ${f}/`),
    );
    expect(crossings).toEqual([]);
  });

  it.each([...SHARED])('%s/ imports no screen group', (shared) => {
    const crossings = sources(path.join(ADMIN, shared)).flatMap((file) =>
      foldersImported(file)
        .filter((f) => groups.includes(f))
        .map((f) => `${path.relative(ADMIN, file)} → ${f}/`),
    );
    expect(crossings).toEqual([]);
  });
});
