import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { modulePath, QR_QUIET_ZONE, qrSvg } from './qr-svg';

/** The modules a path covers, read back: 'row,col' of every unit square. */
function covered(path: string, margin: number): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) cells.add(`${Number(y) - margin},${Number(x) - margin + i}`);
  }
  return cells;
}

describe('modulePath', () => {
  it('draws each run of dark modules in a row as one rectangle, shifted by the margin', () => {
    const matrix = [
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ];
    const path = modulePath(3, (r, c) => matrix[r]![c] === 1, 4);
    expect(path).toBe('M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
  });

  it('is empty for an all-light matrix and one rectangle per row for an all-dark one', () => {
    expect(modulePath(2, () => false, 0)).toBe('');
    expect(modulePath(2, () => true, 0)).toBe('M0 0h2v1h-2zM0 1h2v1h-2z');
  });
});

describe('qrSvg', () => {
  const link = 'https://onegadget.test/cek-servisan?kode=OG-7K2QM9XDHT';

  it('covers exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const qr = qrcode(0, 'M');
    qr.addData(link);
    qr.make();
    const count = qr.getModuleCount();
    const dark = new Set<string>();
    for (let r = 0; r < count; r++)
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) dark.add(`${r},${c}`);

    const svg = qrSvg(link);
    expect(svg.size).toBe(count + 2 * QR_QUIET_ZONE);
    expect(covered(svg.path, QR_QUIET_ZONE)).toEqual(dark);
  });

  it('starts with the top-left finder pattern: a dark row of 7 modules', () => {
    const { path } = qrSvg(link);
    expect(path.startsWith(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h7v1h-7z`)).toBe(true);
  });
});
