// The currency's own format, as Intl.NumberFormat('id-ID', { style: 'currency',
// currency: 'IDR' }) writes whole rupiah: 'Rp' joined to the digits by a no-break
// space (an amount never wraps after 'Rp'), thousands marked with '.'. Written out
// rather than asked of Intl: the first Intl format a page makes loads the locale's
// data, which a slow phone takes a tenth of a second over, and the list pages'
// first rows need no other Intl format.

/** '1250000' → '1.250.000': digits as id-ID writes a whole number, thousands marked with '.'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 12500000 → 'Rp 12.500.000' (a no-break space); negative amounts keep their sign: '-Rp 500.000'. */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  return `${value < 0 ? '-' : ''}Rp\u00a0${groupThousands(Math.abs(value).toFixed(0))}`; // no '-Rp 0' for a -0
}
