import { memo } from 'react';
import type { Accessory } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { ChatLink } from '../../ui/ChatLink';
import { StockBadge } from '../../ui/StockBadge';
import { ACCESSORY_PLACEHOLDER, buyText, canBuy } from './accessories';
import { useImageSrc } from '../../ui/useImageSrc';

interface CardProps {
  item: Accessory;
  wa: string;
  /** Cards in the first screenful load their image at once; the rest lazily. */
  eager: boolean;
  onZoom: (item: Accessory, trigger: HTMLButtonElement) => void;
}

export const AccessoryCard = memo(function AccessoryCard({ item, wa, eager, onZoom }: CardProps) {
  const src = useImageSrc(item.gambar, ACCESSORY_PLACEHOLDER);
  const available = canBuy(item);
  return (
    <article className="card h-100 accessory-card" data-testid="accessory-card">
      <button
        type="button"
        className="accessory-zoom border-0 p-0 card-img-top"
        aria-label={`Perbesar gambar ${item.nama}`}
        onClick={(e) => onZoom(item, e.currentTarget)}
      >
        <img
          src={src}
          alt={item.nama}
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="accessory-img"
        />
      </button>
      <div className="card-body d-flex flex-column gap-1 p-2 p-sm-3">
        <h2 className="h6 card-title mb-0">{item.nama}</h2>
        <div className="small text-body-secondary">{item.merk || '-'}</div>
        <div>
          <span className="badge text-bg-light border">{item.kategori}</span>
        </div>
        <div className="fw-bold mt-auto">{formatRupiah(item.harga)}</div>
        <div>
          <StockBadge stok={item.stok} />
        </div>
        {available ? (
          <ChatLink
            number={wa}
            text={buyText(item)}
            className="btn btn-primary btn-sm w-100 mt-1"
            aria-label={`Buy Now ${item.nama}`}
          >
            Buy Now
          </ChatLink>
        ) : (
          <button
            type="button"
            className="btn btn-secondary btn-sm w-100 mt-1"
            disabled
            aria-disabled="true"
            aria-label={`Buy Now ${item.nama} (stok habis)`}
          >
            Buy Now
          </button>
        )}
      </div>
    </article>
  );
});
