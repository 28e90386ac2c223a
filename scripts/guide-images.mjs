// `npm run guide-images` (also run by `npm run shots` after the gallery): the owner's
// guide shows the gallery's own phone shots. Copies exactly the pictures
// docs/panduan-admin.md links to from shots/phone/ into docs/panduan-admin/, drops the
// ones it no longer links to, and squeezes them losslessly when optipng is installed.
// Fails naming any picture the gallery has not made (`npm run shots` first).
import './lib/node-version.mjs';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { guideImageNames } from './lib/doc-links.mjs';

const GUIDE = path.join(ROOT, 'docs/panduan-admin.md');
const TO = path.join(ROOT, 'docs/panduan-admin');
const FROM = path.join(ROOT, 'shots/phone');

/**
 * Copies the guide's pictures; with `partial` (a gallery run of only some screens) a
 * picture not made is reported, not an error. Returns the names still missing.
 */
export function copyGuideImages({ partial = false } = {}) {
  const names = guideImageNames(readFileSync(GUIDE, 'utf8'));
  const missing = names.filter((n) => !existsSync(path.join(FROM, n)));
  if (missing.length > 0 && !partial) return missing;
  mkdirSync(TO, { recursive: true });
  const copied = names.filter((n) => !missing.includes(n));
  for (const n of copied) copyFileSync(path.join(FROM, n), path.join(TO, n));
  for (const old of readdirSync(TO)) if (!names.includes(old)) rmSync(path.join(TO, old));
  const optipng = spawnSync('optipng', ['-quiet', '-o2', ...copied.map((n) => path.join(TO, n))], {
    stdio: 'inherit',
  });
  const squeezed = optipng.error ? '' : ', compressed with optipng';
  console.log(`Guide pictures: ${copied.length} copied into docs/panduan-admin/${squeezed}.`);
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = copyGuideImages();
  if (missing.length > 0) {
    console.error(
      `✖ docs/panduan-admin.md shows pictures the gallery has not made: ${missing.join(', ')}.\n` +
        '  Run `npm run shots` (or add the screen to tests/shots/gallery.spec.ts), then try again.',
    );
    process.exit(1);
  }
}
