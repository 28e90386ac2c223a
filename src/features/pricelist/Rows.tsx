import '../../styles/list-group.scss';
import { memo, type ReactNode } from 'react';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import type { TapItemKey } from '../../firebase/specs/tap-items';
import { ChatLink } from '../../ui/ChatLink';
import { StockBadge } from '../../ui/StockBadge';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { pricelistChatText, priceOrDash, serviceChatText, sparepartChatText } from './pricelist';

/**
 * One row of any price list: the item's facts in a grid (the row's own areas, see
 * pricelist.scss), and the chat about it as a full-height action at the row's edge,
 * where a thumb finds it on every row.
 */
function PriceRow({
  testId,
  kind,
  chat,
  children,
}: {
  testId: string;
  kind: string;
  /** The chat about the row: `item` names its record, `about` is its name. */
  chat: { wa: string; text: string; about: string; item: TapItemKey };
  children: ReactNode;
}) {
  return (
    <li className="list-group-item price-row d-flex p-0" data-testid={testId}>
      <div className={`price-row-body ${kind}`}>{children}</div>
      <ChatLink
        number={chat.wa}
        text={chat.text}
        data-tap="pricelist"
        data-tap-item={chat.item}
        data-tap-name={chat.about}
        className="btn btn-whatsapp price-row-chat"
        aria-label={`Chat tentang ${chat.about}`}
      >
        <WhatsAppIcon size={22} />
        Chat
      </ChatLink>
    </li>
  );
}

/** The item's name, and under it the smaller line that places it (brand, device, kategori). */
function Title({ title, sub }: { title: string; sub: ReactNode }) {
  return (
    <div className="pr-name">
      <div className="fw-semibold row-title">{title}</div>
      <div className="small text-body-secondary">{sub}</div>
    </div>
  );
}

export const PricelistRow = memo(function PricelistRow({ item, wa }: { item: PricelistItem; wa: string }) {
  const name = [item.brand, item.type].filter(Boolean).join(' ');
  return (
    <PriceRow
      testId="pricelist-row"
      kind="pr-phone"
      chat={{ wa, text: pricelistChatText(item), about: name, item: `pricelist:${item.id}` }}
    >
      <Title title={item.type} sub={item.brand || '-'} />
      <div className="pr-stock">
        <StockBadge stok={item.stok} />
      </div>
      <dl className="pr-prices mb-0">
        <div>
          <dt className="small fw-normal text-body-secondary">Baru</dt>
          <dd className="price mb-0">{priceOrDash(item.baru)}</dd>
        </div>
        <div>
          <dt className="small fw-normal text-body-secondary">Second</dt>
          <dd className="price mb-0">{priceOrDash(item.second)}</dd>
        </div>
      </dl>
      <div className="pr-colours small text-body-secondary">Warna: {item.colours.join(', ') || '-'}</div>
    </PriceRow>
  );
});

export const ServiceRow = memo(function ServiceRow({ item, wa }: { item: ServicePrice; wa: string }) {
  return (
    <PriceRow
      testId="service-row"
      kind="pr-single pr-service"
      chat={{
        wa,
        text: serviceChatText(item),
        about: `${item.jenis} ${item.type}`,
        item: `pricelist_servisan:${item.id}`,
      }}
    >
      <Title title={item.jenis} sub={item.type} />
      <div className="pr-price price">{formatRupiah(item.biaya)}</div>
    </PriceRow>
  );
});

export const SparepartRow = memo(function SparepartRow({ item, wa }: { item: Sparepart; wa: string }) {
  return (
    <PriceRow
      testId="sparepart-row"
      kind="pr-single"
      chat={{ wa, text: sparepartChatText(item), about: item.nama, item: `sparepart:${item.id}` }}
    >
      <Title title={item.nama} sub={item.kategori || '-'} />
      <div className="pr-price price">{formatRupiah(item.harga)}</div>
      <div className="pr-stock">
        <StockBadge stok={item.stok} />
      </div>
    </PriceRow>
  );
});
