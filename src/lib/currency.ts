const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 12500000 → 'Rp 12.500.000'; negative amounts keep their sign: '-Rp 500.000'. */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  const body = `Rp ${rupiah.format(Math.abs(value))}`;
  return value < 0 ? `-${body}` : body;
}
