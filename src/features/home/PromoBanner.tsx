import type { Promo } from '../../firebase/types';
import { LoadView } from '../../ui/LoadView';
import { ShareButton } from '../../ui/ShareButton';
import type { LoadResult } from '../../ui/useLoad';
import { PromoRequestButton } from './promo-request/PromoRequestButton';
import { SliderLines } from './SliderLines';

/**
 * The active promo: title, rotating lines, image and 'Ajukan Promo'. The
 * request button stays usable when the promo itself cannot be shown.
 */
/** The promo as a shared message says it: its title and its first line. */
function promoShareText(promo: Promo): string {
  return (
    [promo.judul || 'Promo ONE GADGET', promo.slider[0]].filter(Boolean).join(': ') + ' · ONE GADGET Bali'
  );
}

export function PromoBanner({ promo }: { promo: LoadResult<Promo | null> }) {
  const data = promo.status === 'ready' ? promo.data : null;
  // While loading, the image's box is kept free so nothing below jumps when it comes.
  const imageBox = data?.gambar || promo.status === 'loading';
  return (
    <section className="promo-banner container" aria-labelledby="promo-title">
      <div className="card shadow overflow-hidden">
        <div className="row g-0">
          <div
            className={
              imageBox ? 'col-md-6 order-md-2 promo-banner-media d-flex align-items-center' : 'd-none'
            }
          >
            {promo.status === 'loading' && <div className="promo-banner-img promo-banner-placeholder" />}
            {data?.gambar && (
              <img
                src={data.gambar}
                alt={data.judul || 'Promo ONE GADGET'}
                width={800}
                height={500}
                className="promo-banner-img"
                fetchPriority="high"
              />
            )}
          </div>
          <div className={imageBox ? 'col-md-6 d-flex align-items-center' : 'col-12'}>
            <div className="card-body p-4">
              <span className="badge text-bg-warning mb-2">Promo Aktif</span>
              <h2 id="promo-title" className="mb-3">
                {data?.judul || 'Promo ONE GADGET'}
              </h2>
              <LoadView
                load={promo}
                loading="Memuat promo..."
                error="Promo gagal dimuat."
                empty="Belum ada promo aktif saat ini."
              >
                {(active) => <SliderLines lines={active.slider} />}
              </LoadView>
              <div className="mt-4">
                <PromoRequestButton />
              </div>
              {data && (
                <ShareButton
                  title={data.judul || 'Promo ONE GADGET'}
                  text={promoShareText(data)}
                  className="btn btn-outline-secondary promo-share mt-2"
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
