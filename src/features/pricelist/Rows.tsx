import '../../styles/list-group.scss';
import { memo } from 'react';
import type { PricelistItem, ServicePrice, Sparepart } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { ChatLink } from '../../ui/ChatLink';
import { StockBadge } from '../../ui/StockBadge';
import { pricelistChatText, priceOrDash, serviceChatText, sparepartChatText } from './pricelist';

function RowChat({ wa, text, about }: { wa: string; text: string; about: string }) {
  return (
    <ChatLink
      number={wa}
      text={text}
      className="btn btn-success btn-sm text-nowrap"
      aria-label={`Chat tentang ${about}`}
    >
      Chat
    </ChatLink>
  );
}

export const PricelistRow = memo(function PricelistRow({ item, wa }: { item: PricelistItem; wa: string }) {
  const name = [item.brand, item.type].filter(Boolean).join(' ');
  return (
    <li className="list-group-item pricelist-row" data-testid="pricelist-row">
      <div className="row g-2 align-items-center">
        <div className="col-12 col-md-5">
          <div className="small text-body-secondary">{item.brand}</div>
          <div className="fw-semibold row-title">{item.type}</div>
          <div className="small text-body-secondary">Warna: {item.colours.join(', ') || '-'}</div>
        </div>
        <div className="col-6 col-md-2">
          <div className="small text-body-secondary">Baru</div>
          <div className="fw-semibold">{priceOrDash(item.baru)}</div>
        </div>
        <div className="col-6 col-md-2">
          <div className="small text-body-secondary">Second</div>
          <div className="fw-semibold">{priceOrDash(item.second)}</div>
        </div>
        <div className="col-6 col-md-2">
          <span className="small text-body-secondary me-1">Stok:</span>
          <StockBadge stok={item.stok} />
        </div>
        <div className="col-6 col-md-1 text-end">
          <RowChat wa={wa} text={pricelistChatText(item)} about={name} />
        </div>
      </div>
    </li>
  );
});

export const ServiceRow = memo(function ServiceRow({ item, wa }: { item: ServicePrice; wa: string }) {
  return (
    <li className="list-group-item pricelist-row" data-testid="service-row">
      <div className="d-flex align-items-center gap-2">
        <div className="me-auto">
          <div className="fw-semibold row-title">{item.jenis}</div>
          <div className="small text-body-secondary">{item.type}</div>
        </div>
        <div className="fw-semibold text-nowrap">{formatRupiah(item.biaya)}</div>
        <RowChat wa={wa} text={serviceChatText(item)} about={`${item.jenis} ${item.type}`} />
      </div>
    </li>
  );
});

export const SparepartRow = memo(function SparepartRow({ item, wa }: { item: Sparepart; wa: string }) {
  return (
    <li className="list-group-item pricelist-row" data-testid="sparepart-row">
      <div className="row g-2 align-items-center">
        <div className="col-12 col-md-6">
          <div className="small text-body-secondary">{item.kategori || '-'}</div>
          <div className="fw-semibold row-title">{item.nama}</div>
        </div>
        <div className="col-5 col-md-3 fw-semibold">{formatRupiah(item.harga)}</div>
        <div className="col-4 col-md-2">
          <StockBadge stok={item.stok} />
        </div>
        <div className="col-3 col-md-1 text-end">
          <RowChat wa={wa} text={sparepartChatText(item)} about={item.nama} />
        </div>
      </div>
    </li>
  );
});
