// Image uploads from the admin forms, as plain decisions: which files are taken,
// how big the stored copy is, what it is encoded as and where it is stored.
// storage.rules checks the same folders, types and size; tests/rules/storage-rules.test.ts
// fails if the two drift apart. The drawing itself needs a real browser and lives
// with the admin form (resize-image.ts).

import { IMAGE_FOLDERS, type ImageFolder } from '../../../../firebase/specs';
import { witaIsoDay } from '../../../../lib/dates';
import { cryptoBytes, type RandomBytes } from '../../../../lib/random-bytes';
import { LARGE_SIDE, SMALL_SIDE, smallCopyPath } from '../../../../lib/image-copies';

/** The Storage folders the site uses, one per collection with an image field, named after it. */
export { IMAGE_FOLDERS, type ImageFolder };

/** The types storage.rules lets an admin upload (raster only: no SVG, it can carry script). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** storage.rules: an upload is smaller than this (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The largest file the form takes to resize. Phone photos are often bigger than
 * 5 MB and come out far smaller, so they are not held to the upload limit; this
 * only keeps a phone from decoding something enormous.
 */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024;

/** The stored copy's longest side, in pixels; its small copy's (for the cards) is SMALL_SIDE. */
export const MAX_SIDE = LARGE_SIDE;
export { SMALL_SIDE, smallCopyPath };

/** WebP / JPEG quality of the stored copy. */
export const ENCODE_QUALITY = 0.85;

/** The file input's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');

export function isUploadType(type: string): type is UploadType {
  return (UPLOAD_TYPES as readonly string[]).includes(type);
}

/** True when the rules take an upload of this many bytes. */
export function fitsUpload(bytes: number): boolean {
  return bytes < UPLOAD_MAX_BYTES;
}

/**
 * GIFs go up as they are: drawing one on a canvas keeps only its first frame, and a
 * shop's GIF is there for its animation. Every other image is redrawn, which also
 * drops what the camera wrote into it (location, device).
 */
export function keepsOriginal(type: UploadType): boolean {
  return type === 'image/gif';
}

/** Why a chosen file is refused before any work: not an image we take, or too big. */
export type FileRefusal = 'type' | 'source-size' | 'upload-size';

export function checkImageFile(file: { type: string; size: number }): FileRefusal | null {
  if (!isUploadType(file.type)) return 'type';
  if (keepsOriginal(file.type)) return fitsUpload(file.size) ? null : 'upload-size';
  return file.size <= SOURCE_MAX_BYTES ? null : 'source-size';
}

/** The size to draw at: the longest side at most `max`, the proportions kept, never enlarged. */
export function targetSize(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * What the stored copy is: a GIF stays a GIF; anything else becomes WebP where the
 * browser's canvas can encode it (smaller, keeps transparency), else JPEG.
 */
export function outputType(source: UploadType, canEncodeWebp: boolean): UploadType {
  if (keepsOriginal(source)) return source;
  return canEncodeWebp ? 'image/webp' : 'image/jpeg';
}

const EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The folder for a collection's images, or null when the rules give it none. */
export function imageFolder(collection: string): ImageFolder | null {
  return IMAGE_FOLDERS.find((f) => f === collection) ?? null;
}

const NAME_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const NAME_LENGTH = 10;

/**
 * Where a new image is stored: `aksesoris/20250601-k3j9x2ab7q.webp` (the day it was
 * uploaded, in Bali, and a random name, so nothing is overwritten).
 */
export function storagePath(
  folder: ImageFolder,
  type: UploadType,
  now: Date = new Date(),
  random: RandomBytes = cryptoBytes,
): string {
  const day = witaIsoDay(now).replaceAll('-', '');
  // 36 does not divide 256 evenly; the small lean towards the first letters does
  // not matter for a name that only has to be unique.
  const name = Array.from(random(new Uint8Array(NAME_LENGTH)), (b) => NAME_ALPHABET[b % 36]).join('');
  return `${folder}/${day}-${name}.${EXTENSIONS[type]}`;
}
