// Reads a QR code the page draws as an svg: drawn on white onto a canvas 8× and
// read by jsQR, all inside the page (so it works with the network cut too).
import type { Page } from '@playwright/test';
import type jsQRType from 'jsqr';

export async function decodeQr(page: Page, selector: string): Promise<string | null> {
  await page.addScriptTag({ path: 'node_modules/jsqr/dist/jsQR.js' });
  return page.evaluate((sel) => {
    const svg = document.querySelector<SVGSVGElement>(sel)!;
    const side = svg.viewBox.baseVal.width * 8;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    return img.decode().then(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = side;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, side, side);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, 0, 0, side, side);
      const { data } = ctx.getImageData(0, 0, side, side);
      const jsQR = (window as unknown as { jsQR: typeof jsQRType }).jsQR;
      return jsQR(data, side, side)?.data ?? null;
    });
  }, selector);
}
