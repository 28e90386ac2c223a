// The till reads a member card from the phone's camera: Chromium's fake camera is fed a
// picture of the card's QR code (a video file made here with qrcode-generator). Chromium
// on Linux has no BarcodeDetector, so the code is read with the library (jsQR, loaded
// when the camera starts): the fallback path is the one tested here.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';
import { memberQrText } from '../../src/lib/till-codes';
import { openTill, seedMember } from './support/till';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

// One picture for both sizes (the camera is the browser's, started before any test):
// the same member card, whose number both seed for the same member.
const NOMOR = '41421356';
const dir = path.resolve('test-results', 'kasir-camera');
mkdirSync(dir, { recursive: true });
const video = path.join(dir, 'kartu-member.y4m');
writeFileSync(video, y4mOfQr(memberQrText(NOMOR)));

test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a member card scanned with the camera', async ({ page }) => {
  test.setTimeout(60_000);
  await seedMember('kasir-pindai', NOMOR, 'Made Pindai');
  await openTill(page);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.getByRole('button', { name: 'Pindai' }).click();
  await expect(page.getByRole('region', { name: 'Member' })).toContainText('Made Pindai', {
    timeout: 20_000,
  });
  // The library came only now, when the camera started.
  expect(loaded.some((u) => /jsQR/i.test(u))).toBe(true);
});

/** A few frames of a 640 × 480 video (YUV4MPEG2, 4:2:0) showing `text` as a QR code on white. */
function y4mOfQr(text: string): Buffer {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const [w, h] = [640, 480];
  const count = qr.getModuleCount();
  const cell = Math.floor(360 / (count + 8));
  const size = cell * count;
  const [x0, y0] = [(w - size) / 2, (h - size) / 2].map(Math.floor) as [number, number];
  const luma = Buffer.alloc(w * h, 255);
  for (let r = 0; r < count; r++)
    for (let c = 0; c < count; c++)
      if (qr.isDark(r, c))
        for (let y = 0; y < cell; y++)
          luma.fill(
            0,
            (y0 + r * cell + y) * w + x0 + c * cell,
            (y0 + r * cell + y) * w + x0 + (c + 1) * cell,
          );
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]);
}
