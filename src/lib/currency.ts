// The currency's own format: 'Rp' joined to the digits by a no-break space, so an
// amount never wraps after 'Rp'.
const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** 12500000 → 'Rp 12.500.000' (a no-break space); negative amounts keep their sign: '-Rp 500.000'. */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  return rupiah.format(value === 0 ? 0 : value); // no '-Rp 0' for a -0
}
