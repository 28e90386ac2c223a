// The price list's rows as views (src/ui/h.ts): the page's React components draw them,
// and so does its first program (src/features/pricelist/early-paint.ts) before the app has arrived,
// so the rows a visitor sees first are the app's own markup.
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import type { TapItemKey } from '../../firebase/specs/tap-items';
import { formatRupiah } from '../../lib/currency';
import { chatLinkView, stockBadgeView, whatsAppIconView } from '../../ui/chat-views';
import type { Child, H } from '../../ui/h';
import { pricelistChatText, priceOrDash, serviceChatText, sparepartChatText } from './pricelist';

interface RowChat {
  wa: string;
  text: string;
  /** The row's name, as the chat's label says it. */
  about: string;
  item: TapItemKey;
}

/**
 * One row of any price list: the item's facts in a grid (the row's own areas, see
 * pricelist.scss), and the chat about it at the row's edge, where a thumb finds it.
 */
function priceRowView<T>(h: H<T>, testId: string, kind: string, chat: RowChat, ...facts: Child<T>[]): T {
  return h(
    'li',
    { className: 'list-group-item price-row d-flex p-0', 'data-testid': testId },
    h('div', { className: `price-row-body ${kind}` }, ...facts),
    chatLinkView(h, {
      number: chat.wa,
      text: chat.text,
      className: 'btn btn-whatsapp price-row-chat',
      attrs: {
        'data-tap': 'pricelist',
        'data-tap-item': chat.item,
        'data-tap-name': chat.about,
        'aria-label': `Tanya tentang ${chat.about}`,
      },
      children: [whatsAppIconView(h, 22), 'Tanya'],
    }),
  );
}

/** The item's name, and under it the smaller line that places it (brand, device, kategori). */
function titleView<T>(h: H<T>, title: string, sub: string): T {
  return h(
    'div',
    { className: 'pr-name' },
    h('div', { className: 'fw-semibold row-title' }, title),
    h('div', { className: 'small text-body-secondary' }, sub),
  );
}

const stockView = <T>(h: H<T>, stok: number): T =>
  h('div', { className: 'pr-stock' }, stockBadgeView(h, stok));

function priceView<T>(h: H<T>, label: string, price: string): T {
  return h(
    'div',
    null,
    h('dt', { className: 'small fw-normal text-body-secondary' }, label),
    h('dd', { className: 'price mb-0' }, price),
  );
}

export function pricelistRowView<T>(h: H<T>, item: PricelistItem, wa: string): T {
  const name = [item.brand, item.type].filter(Boolean).join(' ');
  return priceRowView(
    h,
    'pricelist-row',
    'pr-phone',
    { wa, text: pricelistChatText(item), about: name, item: `pricelist:${item.id}` },
    titleView(h, item.type, item.brand || '-'),
    stockView(h, item.stok),
    h(
      'dl',
      { className: 'pr-prices mb-0' },
      priceView(h, 'Baru', priceOrDash(item.baru)),
      priceView(h, 'Second', priceOrDash(item.second)),
    ),
    h(
      'div',
      { className: 'pr-colours small text-body-secondary' },
      `Warna: ${item.colours.join(', ') || '-'}`,
    ),
  );
}

export function serviceRowView<T>(h: H<T>, item: ServicePrice, wa: string): T {
  return priceRowView(
    h,
    'service-row',
    'pr-single pr-service',
    {
      wa,
      text: serviceChatText(item),
      about: `${item.jenis} ${item.type}`,
      item: `pricelist_servisan:${item.id}`,
    },
    titleView(h, item.jenis, item.type),
    h('div', { className: 'pr-price price' }, formatRupiah(item.biaya)),
  );
}

export function sparepartRowView<T>(h: H<T>, item: Sparepart, wa: string): T {
  return priceRowView(
    h,
    'sparepart-row',
    'pr-single',
    { wa, text: sparepartChatText(item), about: item.nama, item: `sparepart:${item.id}` },
    titleView(h, item.nama, item.kategori || '-'),
    h('div', { className: 'pr-price price' }, formatRupiah(item.harga)),
    stockView(h, item.stok),
  );
}

/**
 * The list box: at most 60% of the viewport high, scrolling inside (reachable by
 * keyboard to be scrolled), with the "more below" hint at its edge (pricelist.scss).
 */
export function listBoxView<T>(h: H<T>, label: string, busy: boolean, ...children: Child<T>[]): T {
  return h(
    'section',
    { className: 'pricelist-box', 'aria-label': label, 'aria-busy': busy, tabIndex: 0 },
    ...children,
    h('div', { className: 'pricelist-box-hint', 'aria-hidden': 'true' }, 'Masih ada lainnya di bawah ↓'),
  );
}
