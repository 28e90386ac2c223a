// Draws the web app's icons (public/icons/) from public/logo.svg with Chromium:
//   node scripts/make-icons.mjs
// Run again after changing the logo; the PNGs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/config.mjs';
import { CHROMIUM } from './bench/browser.mjs';

const logo = readFileSync(path.join(ROOT, 'public/logo.svg'), 'utf8');
const ICONS = [
  // "any": the round logo on a transparent square.
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  // "maskable": full-bleed background, the logo inside the 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, background: '#111827' },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, background: '#111827' },
  // The tab's icon where a browser takes no SVG one (older Safari, some in-app browsers).
  { file: 'favicon-32.png', size: 32, scale: 1, background: 'transparent' },
];

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">` +
        logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body>',
    );
    await page.screenshot({
      path: path.join(ROOT, 'public/icons', icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
