import { memo } from 'react';
import type { Accessory } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { ChatLink } from '../../ui/ChatLink';
import { StockBadge } from '../../ui/StockBadge';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { ACCESSORY_PLACEHOLDER, buyText, canBuy } from './accessories';
import { useImageSources } from '../../ui/useImageSources';

interface CardProps {
  item: Accessory;
  wa: string;
  /** Cards in the first screenful load their image at once; the rest lazily. */
  eager: boolean;
  onZoom: (item: Accessory, trigger: HTMLButtonElement) => void;
}

/**
 * A compact product card (two per row on a phone, three or more products in the
 * first screen): the image with its stock badge on it, the name in two lines at
 * most, merk and kategori in one line, the price, and one full-width Buy Now.
 */
// The grid's columns: 2 on a phone, 3 from 768 px, 4 from 992, 5 from 1200 (a container at most 1320).
const ACCESSORY_CARD_SIZES =
  '(min-width: 1200px) 256px, (min-width: 992px) 30vw, (min-width: 768px) 33vw, 50vw';

export const AccessoryCard = memo(function AccessoryCard({ item, wa, eager, onZoom }: CardProps) {
  const { src, srcSet } = useImageSources(item.gambar, ACCESSORY_PLACEHOLDER);
  const available = canBuy(item);
  return (
    <article
      className={`card h-100 accessory-card${available ? '' : ' is-sold-out'}`}
      data-testid="accessory-card"
    >
      <div className="accessory-media">
        <button
          type="button"
          className="accessory-zoom border-0 p-0"
          aria-label={`Perbesar gambar ${item.nama}`}
          onClick={(e) => onZoom(item, e.currentTarget)}
        >
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? ACCESSORY_CARD_SIZES : undefined}
            alt={item.nama}
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="accessory-img"
          />
        </button>
        <StockBadge stok={item.stok} />
      </div>
      <div className="card-body d-flex flex-column p-2">
        <h2 className="h6 accessory-name mb-1">{item.nama}</h2>
        <p className="small text-body-secondary text-truncate mb-1">
          <span>{item.merk || '-'}</span> · <span>{item.kategori}</span>
        </p>
        <div className="price accessory-price mt-auto mb-2">{formatRupiah(item.harga)}</div>
        {available ? (
          <ChatLink
            number={wa}
            text={buyText(item)}
            data-tap="aksesoris"
            data-tap-item={`aksesoris:${item.id}`}
            data-tap-name={item.nama}
            className="btn btn-whatsapp w-100"
            aria-label={`Buy Now ${item.nama}`}
          >
            <WhatsAppIcon />
            Buy Now
          </ChatLink>
        ) : (
          <button
            type="button"
            className="btn btn-light w-100"
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
