// The currency's own format, as Intl.NumberFormat('id-ID', { style: 'currency',
// currency: 'IDR' }) writes whole rupiah: 'Rp' joined to the digits by a no-break
// space (an amount never wraps after 'Rp'), thousands marked with '.'. Written out
// rather than asked of Intl: the first Intl format a page makes loads the locale's
// data, which a slow phone takes a tenth of a second over, and the list pages'
// first rows need no other Intl format.

/** 5000 → '5.000': a whole number as id-ID writes it, thousands marked with '.'. */
export const groupThousands = (n: number): string =>
  Math.round(n)
    .toFixed(0)
    .replace(/\B(?=(\d{3})+$)/g, '.');

/** 12500000 → 'Rp 12.500.000' (a no-break space); negative amounts keep their sign: '-Rp 500.000'. */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  return `${value < 0 ? '-' : ''}Rp\u00a0${groupThousands(Math.abs(value))}`; // no '-Rp 0' for a -0
}
