import { formatRupiah } from '../lib/currency';

export function Rupiah({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatRupiah(amount)}</span>;
}
