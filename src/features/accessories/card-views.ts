// The accessories' catalogue as views (src/ui/h.ts): the page's React components draw
// it, and so does its first program (src/features/accessories/early-paint.ts) before the app has arrived.
import type { Accessory } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { chatLinkView, stockBadgeView, whatsAppIconView } from '../../ui/chat-views';
import type { H } from '../../ui/h';
import { buyText, canBuy } from './accessories';

/** The grid's columns: 2 on a phone, 3 from 768 px, 4 from 992, 5 from 1200 (a container at most 1320). */
const CARD_SIZES = '(min-width: 1200px) 256px, (min-width: 992px) 30vw, (min-width: 768px) 33vw, 50vw';

export interface CardImage {
  src: string;
  /** The small copy and the large one, where the image has a small copy stored. */
  srcSet?: string;
}

/**
 * A compact product card (two per row on a phone, three or more products in the
 * first screen): the image with its stock badge on it, the name in two lines at
 * most, merk and kategori in one line, the price, and one full-width Buy Now.
 */
export function accessoryCardView<T>(
  h: H<T>,
  item: Accessory,
  wa: string,
  image: CardImage,
  /** Cards in the first screenful load their image at once; the rest lazily. */
  eager: boolean,
  onZoom?: (event: { currentTarget: HTMLButtonElement }) => void,
): T {
  const available = canBuy(item);
  return h(
    'article',
    {
      className: `card h-100 accessory-card${available ? '' : ' is-sold-out'}`,
      'data-testid': 'accessory-card',
    },
    h(
      'div',
      { className: 'accessory-media' },
      h(
        'button',
        {
          type: 'button',
          className: 'accessory-zoom border-0 p-0',
          'aria-label': `Perbesar gambar ${item.nama}`,
          onClick: onZoom,
        },
        h('img', {
          src: image.src,
          srcSet: image.srcSet,
          sizes: image.srcSet ? CARD_SIZES : undefined,
          alt: item.nama,
          width: 320,
          height: 320,
          loading: eager ? 'eager' : 'lazy',
          decoding: 'async',
          className: 'accessory-img',
        }),
      ),
      stockBadgeView(h, item.stok),
    ),
    h(
      'div',
      { className: 'card-body d-flex flex-column p-2' },
      h('h2', { className: 'h6 accessory-name mb-1' }, item.nama),
      h(
        'p',
        { className: 'small text-body-secondary text-truncate mb-1' },
        h('span', null, item.merk || '-'),
        ' · ',
        h('span', null, item.kategori),
      ),
      h('div', { className: 'price accessory-price mt-auto mb-2' }, formatRupiah(item.harga)),
      available
        ? chatLinkView(h, {
            number: wa,
            text: buyText(item),
            className: 'btn btn-whatsapp w-100',
            attrs: {
              'data-tap': 'aksesoris',
              'data-tap-item': `aksesoris:${item.id}`,
              'data-tap-name': item.nama,
              'aria-label': `Buy Now ${item.nama}`,
            },
            children: [whatsAppIconView(h), 'Buy Now'],
          })
        : h(
            'button',
            {
              type: 'button',
              className: 'btn btn-light w-100',
              disabled: true,
              'aria-disabled': 'true',
              'aria-label': `Buy Now ${item.nama} (stok habis)`,
            },
            'Buy Now',
          ),
    ),
  );
}

/** How many products are shown (beside the page's title), heard when it changes. */
export const countView = <T>(h: H<T>, n: number): T =>
  h(
    'p',
    { className: 'accessory-count small text-body-secondary mb-0', 'aria-live': 'polite' },
    `${n} aksesoris`,
  );

/** The grid of cards, each in its cell (`key`: the product's id, for React). */
export function gridView<T>(h: H<T>, busy: boolean, cells: { key: string; card: T }[]): T {
  return h(
    'ul',
    {
      className: 'row row-cols-2 row-cols-md-3 row-cols-lg-4 row-cols-xl-5 g-2 g-md-3 list-unstyled mb-0',
      'aria-busy': busy,
    },
    cells.map(({ key, card }) => h('li', { key, className: 'col accessory-cell' }, card)),
  );
}
