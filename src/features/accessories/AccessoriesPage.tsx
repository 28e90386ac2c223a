import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Accessory } from '../../firebase/types';
import { Empty } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { ShowMore } from '../../ui/ShowMore';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePaged } from '../../ui/usePaged';
import { useLazyComponent } from '../../ui/useLazyComponent';
import { useShopWhatsApp } from '../../ui/useShopContact';
import {
  ALL_CATEGORIES,
  accessoryCategories,
  accessoryIndex,
  filterAccessories,
  sortAccessories,
} from './accessories';
import { AccessoryCard } from './AccessoryCard';
import { listAccessories } from './api';
import './accessories.scss';

const loadZoom = () => import('./ZoomModal');

export const PAGE_SIZE = 12;
/** Cards likely in the first screenful (2 per row on a phone, 5 on a desktop). */
const EAGER_CARDS = 5;

function Catalogue({ items, wa }: { items: Accessory[]; wa: string }) {
  const sorted = useMemo(() => sortAccessories(items), [items]);
  const index = useMemo(() => accessoryIndex(sorted), [sorted]);
  const categories = useMemo(() => accessoryCategories(sorted), [sorted]);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () => filterAccessories(sorted, index, deferred, category),
    [sorted, index, deferred, category],
  );
  const [count, more] = usePaged(PAGE_SIZE, `${category}\n${deferred}`);

  const [zoom, setZoom] = useState<{ item: Accessory; open: boolean } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const {
    Component: ZoomModal,
    failed: zoomFailed,
    request: requestZoom,
  } = useLazyComponent(loadZoom, { wanted: zoom !== null, prefetch: true });
  const openZoom = useCallback(
    (item: Accessory, from: HTMLButtonElement) => {
      trigger.current = from;
      setZoom({ item, open: true });
      requestZoom(); // after a failed fetch, every new click tries again
    },
    [requestZoom],
  );

  return (
    <>
      <div className="accessory-filters mb-3" role="search">
        <div>
          <label htmlFor="accessory-search" className="visually-hidden">
            Cari aksesoris
          </label>
          <input
            id="accessory-search"
            type="search"
            className="form-control"
            placeholder="Cari aksesoris..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div>
          <label htmlFor="accessory-category" className="visually-hidden">
            Kategori
          </label>
          <select
            id="accessory-category"
            className="form-select"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value={ALL_CATEGORIES}>Semua kategori</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Shown beside the page's title (accessories.scss). */}
      <p className="accessory-count small text-body-secondary mb-0" aria-live="polite">
        {shown.length} aksesoris
      </p>
      {shown.length === 0 ? (
        <Empty>Tidak ada aksesoris ditemukan.</Empty>
      ) : (
        <>
          <ul
            className="row row-cols-2 row-cols-md-3 row-cols-lg-4 row-cols-xl-5 g-2 g-md-3 list-unstyled mb-0"
            aria-busy={deferred !== query}
          >
            {shown.slice(0, count).map((item, i) => (
              <li key={item.id} className="col accessory-cell">
                <AccessoryCard item={item} wa={wa} eager={i < EAGER_CARDS} onZoom={openZoom} />
              </li>
            ))}
          </ul>
          <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
        </>
      )}
      {zoom && zoomFailed && (
        <div className="alert alert-warning mt-3 mb-0" role="alert">
          Gambar belum bisa diperbesar. Periksa koneksi internet kamu, lalu coba lagi.
        </div>
      )}
      {ZoomModal && (
        <ZoomModal
          item={zoom?.item ?? null}
          show={zoom?.open ?? false}
          onHide={() => setZoom((z) => (z ? { ...z, open: false } : z))}
          onExited={() => {
            setZoom(null);
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}

export default function AccessoriesPage() {
  usePageTitle('Aksesoris');
  const load = useLoad(listAccessories, 'aksesoris');
  const wa = useShopWhatsApp(load.status);
  return (
    <section className="container pt-3 pb-4 accessories-page">
      <h1 className="h2 mb-2">Aksesoris</h1>
      <OfflineNotice />
      <LoadView
        load={load}
        loading="Memuat aksesoris..."
        error="Gagal memuat aksesoris. Periksa koneksi internet kamu."
        empty="Tidak ada aksesoris ditemukan."
      >
        {(items) => <Catalogue items={items} wa={wa} />}
      </LoadView>
    </section>
  );
}
