import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  fitsUpload,
  imageFolder,
  MAX_SIDE,
  outputType,
  SOURCE_MAX_BYTES,
  storagePath,
  targetSize,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from './image-upload';
import { witaDate } from '../../../../lib/dates';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('takes PNG, JPEG, WebP, GIF and AVIF', () => {
    for (const type of UPLOAD_TYPES) expect(checkImageFile({ type, size: 1000 }), type).toBeNull();
    expect(UPLOAD_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif,image/avif');
  });

  it('refuses SVG, HEIC, other files and a file without a type', () => {
    for (const type of ['image/svg+xml', 'image/heic', 'application/pdf', 'text/html', ''])
      expect(checkImageFile({ type, size: 1000 }), type).toBe('type');
  });

  it('a GIF goes up as it is, so it must already be under 5 MB', () => {
    expect(checkImageFile({ type: 'image/gif', size: UPLOAD_MAX_BYTES - 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: UPLOAD_MAX_BYTES })).toBe('upload-size');
  });

  it('a photo is made smaller first, so it may be bigger than 5 MB, up to 20 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 8 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: SOURCE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: SOURCE_MAX_BYTES + 1 })).toBe('source-size');
  });

  it('an upload fits the rules below 5 MB, not at it', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * MB);
    expect(fitsUpload(5 * MB - 1)).toBe(true);
    expect(fitsUpload(5 * MB)).toBe(false);
  });
});

describe('targetSize', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(MAX_SIDE).toBe(1600);
    expect(targetSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(targetSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(1601, 1601)).toEqual({ width: 1600, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(targetSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('a very long, thin image keeps at least one pixel', () => {
    expect(targetSize(20000, 5)).toEqual({ width: 1600, height: 1 });
  });
});

describe('outputType', () => {
  it('WebP where the canvas encodes it, else JPEG', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const) {
      expect(outputType(type, true), type).toBe('image/webp');
      expect(outputType(type, false), type).toBe('image/jpeg');
    }
  });

  it('a GIF stays a GIF (its animation would be lost on a canvas)', () => {
    expect(outputType('image/gif', true)).toBe('image/gif');
    expect(outputType('image/gif', false)).toBe('image/gif');
  });
});

describe('imageFolder', () => {
  it('is the collection name for the collections with images', () => {
    for (const c of ['promo', 'testimoni', 'aksesoris', 'artikel']) expect(imageFolder(c)).toBe(c);
  });

  it('is null for every other collection', () => {
    for (const c of ['pricelist', 'kontak', 'users', '', 'Aksesoris']) expect(imageFolder(c)).toBeNull();
  });
});

describe('storagePath', () => {
  const day = witaDate(2025, 5, 1, 23, 59);
  const zeros = (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(0);

  it('is <folder>/<yyyymmdd>-<random>.<extension>', () => {
    expect(storagePath('aksesoris', 'image/webp', day, zeros)).toBe('aksesoris/20250601-0000000000.webp');
    expect(storagePath('artikel', 'image/jpeg', witaDate(2024, 11, 31), zeros)).toBe(
      'artikel/20241231-0000000000.jpg',
    );
    // 01.30 WITA on 27 November: still the 26th in UTC, already the 27th in Bali.
    expect(storagePath('promo', 'image/webp', new Date('2026-11-26T17:30:00Z'), zeros)).toBe(
      'promo/20261127-0000000000.webp',
    );
    expect(storagePath('promo', 'image/gif', day, zeros)).toMatch(/^promo\/20250601-0{10}\.gif$/);
  });

  it('takes its name from the random bytes, in lower-case letters and digits', () => {
    const bytes = (b: Uint8Array) => b.map((_, i) => [35, 36, 10, 255][i % 4]!);
    expect(storagePath('testimoni', 'image/webp', day, bytes)).toBe('testimoni/20250601-z0a3z0a3z0.webp');
  });

  it('two uploads on the same day get different names', () => {
    const a = storagePath('promo', 'image/webp', day);
    const b = storagePath('promo', 'image/webp', day);
    expect(a).toMatch(/^promo\/20250601-[0-9a-z]{10}\.webp$/);
    expect(a).not.toBe(b);
  });

  it('is a path the admin form and the public pages accept as a Storage path', () => {
    expect(storagePath('aksesoris', 'image/webp', day)).toMatch(/^aksesoris\/[\w\-./]+$/);
  });
});
