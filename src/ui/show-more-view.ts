import { groupThousands } from '../lib/currency';
import type { H } from './h';

/** 'Menampilkan 40 dari 5.000' and the button for the next page (none when all are shown). */
export function showMoreView<T>(h: H<T>, shown: number, total: number, onMore?: () => void): T | null {
  if (shown >= total) return null;
  const n = (x: number) => groupThousands(String(x));
  return h(
    'div',
    { className: 'd-flex flex-wrap align-items-center justify-content-center gap-2 p-3' },
    h('span', { className: 'small text-body-secondary' }, `Menampilkan ${n(shown)} dari ${n(total)}`),
    h(
      'button',
      { type: 'button', className: 'btn btn-outline-primary btn-sm', onClick: onMore },
      'Tampilkan lebih banyak',
    ),
  );
}
