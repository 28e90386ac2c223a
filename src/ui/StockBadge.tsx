import { stockBadgeView } from './chat-views';
import { reactH } from './react-h';

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
  return stockBadgeView(reactH, stok, inStock, outOfStock);
}
