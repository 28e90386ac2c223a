// A QR code (a repair receipt's, a member card's, a claimed coupon's) as SVG data
// React can render: one path of dark modules, no markup string (the QR library's own
// SVG would need dangerouslySetInnerHTML).
import qrcode from 'qrcode-generator';

/** White modules around the code; scanners need 4 to find it on a busy background. */
export const QR_QUIET_ZONE = 4;

export interface QrSvg {
  /** Modules across, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** Every dark module, one unit per module. */
  path: string;
}

/**
 * The path of a count × count module matrix, shifted by the quiet zone. A row's
 * neighbouring dark modules are one rectangle: a shorter path than a square per
 * module, and no hairline seams between those modules when scaled.
 */
export function modulePath(
  count: number,
  isDark: (row: number, col: number) => boolean,
  margin: number,
): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!isDark(row, col)) continue;
      const start = col;
      while (col + 1 < count && isDark(row, col + 1)) col++;
      const run = col - start + 1;
      parts.push(`M${start + margin} ${row + margin}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/** `text` as a QR code (error correction M: still reads with a smudge or a crease). */
export function qrSvg(text: string, margin = QR_QUIET_ZONE): QrSvg {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  return { size: count + 2 * margin, path: modulePath(count, (r, c) => qr.isDark(r, c), margin) };
}
