// The part of an upload that needs a real browser (jsdom has no canvas): decode,
// draw at the target size, encode. What to do is decided in data/image-upload.ts,
// which is where the tests are.
import {
  ENCODE_QUALITY,
  MAX_SIDE,
  keepsOriginal,
  outputType,
  targetSize,
  type UploadType,
} from '../data/image-upload';

let webp: Promise<boolean> | undefined;

/** Whether this browser's canvas writes WebP (Safari's long did not: it hands back PNG). */
function canEncodeWebp(): Promise<boolean> {
  webp ??= new Promise((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    canvas.toBlob((blob) => resolve(blob?.type === 'image/webp'), 'image/webp');
  });
  return webp;
}

/** The image could not be decoded (a broken file, or a format this browser cannot read). */
export class ImageUnreadable extends Error {}

/** The copy to store: a GIF as it is; anything else at most `maxSide` px (1600), as WebP or JPEG. */
export async function prepareImage(
  file: Blob,
  type: UploadType,
  maxSide = MAX_SIDE,
): Promise<{ data: Blob; type: UploadType }> {
  if (keepsOriginal(type)) return { data: file, type };
  let bitmap: ImageBitmap;
  try {
    // Turned upright by the photo's orientation tag ('from-image' is the default).
    bitmap = await createImageBitmap(file);
  } catch (e) {
    throw new ImageUnreadable(String(e));
  }
  try {
    const size = targetSize(bitmap.width, bitmap.height, maxSide);
    const out = outputType(type, await canEncodeWebp());
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    if (out === 'image/jpeg') {
      // JPEG has no transparency: a transparent PNG goes on white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const data = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))),
        out,
        ENCODE_QUALITY,
      ),
    );
    return { data, type: out };
  } finally {
    bitmap.close();
  }
}
