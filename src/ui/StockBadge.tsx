/** 'Tersedia' when stok > 0, otherwise 'Habis'. */
export function StockBadge({
  stok,
  inStock = 'Tersedia',
  outOfStock = 'Habis',
}: {
  stok: number;
  inStock?: string;
  outOfStock?: string;
}) {
  return stok > 0 ? (
    <span className="badge text-bg-success">{inStock}</span>
  ) : (
    <span className="badge text-bg-secondary">{outOfStock}</span>
  );
}
