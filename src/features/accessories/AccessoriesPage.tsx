import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Accessory } from '../../firebase/types';
import { EarlyRows } from '../../ui/EarlyRows';
import { Empty } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { ShowMore } from '../../ui/ShowMore';
import { useLoad } from '../../ui/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePaged } from '../../ui/usePaged';
import { useLazyComponent } from '../../ui/useLazyComponent';
import { reactH } from '../../ui/react-h';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { useTypedBeforeHydration } from '../../ui/useTypedBeforeHydration';
import {
  ALL_CATEGORIES,
  EAGER_CARDS,
  PAGE_SIZE,
  accessoryCategories,
  accessoryIndex,
  filterAccessories,
  sortAccessories,
} from './accessories';
import { AccessoryCard } from './AccessoryCard';
import { countView, gridView } from './card-views';
import { listAccessories } from './api';
import './accessories.scss';

const loadZoom = () => import('./ZoomModal');

/** Search and category: on the page from its first paint (before the list is in), typed-in text kept. */
function Filters({
  query,
  onQuery,
  category,
  onCategory,
  categories,
}: {
  query: string;
  onQuery: (q: string) => void;
  category: string;
  onCategory: (c: string) => void;
  categories: string[];
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, query, onQuery);
  return (
    <div className="accessory-filters mb-3" role="search">
      <div>
        <label htmlFor="accessory-search" className="visually-hidden">
          Cari aksesoris
        </label>
        <input
          id="accessory-search"
          ref={searchRef}
          type="search"
          className="form-control"
          placeholder="Cari aksesoris..."
          value={query}
          onChange={(e) => onQuery(e.target.value)}
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
          onChange={(e) => onCategory(e.target.value)}
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
  );
}

function Catalogue({
  sorted,
  wa,
  query,
  category,
}: {
  sorted: Accessory[];
  wa: string;
  query: string;
  category: string;
}) {
  const index = useMemo(() => accessoryIndex(sorted), [sorted]);
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
      {countView(reactH, shown.length)}
      {shown.length === 0 ? (
        <Empty>Tidak ada aksesoris ditemukan.</Empty>
      ) : (
        <>
          {gridView(
            reactH,
            deferred !== query,
            shown.slice(0, count).map((item, i) => ({
              key: item.id,
              card: <AccessoryCard item={item} wa={wa} eager={i < EAGER_CARDS} onZoom={openZoom} />,
            })),
          )}
          <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
        </>
      )}
      {zoom && zoomFailed && (
        <div className="alert alert-warning mt-3 mb-0" role="alert">
          Gambar belum bisa diperbesar. Periksa koneksi internet kamu, lalu coba lagi.
        </div>
      )}
      {/* Drawn only from a zoom on, until it has gone: not while the page loads. */}
      {ZoomModal && zoom && (
        <ZoomModal
          item={zoom.item}
          show={zoom.open}
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
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const items = load.status === 'ready' ? load.data : null;
  const sorted = useMemo(() => sortAccessories(items ?? []), [items]);
  const categories = useMemo(() => accessoryCategories(sorted), [sorted]);
  return (
    <section className="container pt-3 pb-4 accessories-page">
      <h1 className="h2 mb-2">Aksesoris</h1>
      <OfflineNotice />
      <Filters
        query={query}
        onQuery={setQuery}
        category={category}
        onCategory={setCategory}
        categories={categories}
      />
      {load.status === 'loading' && <EarlyRows />}
      <LoadView
        load={load}
        loading="Memuat aksesoris..."
        error="Gagal memuat aksesoris. Periksa koneksi internet kamu."
        empty="Tidak ada aksesoris ditemukan."
      >
        {() => <Catalogue sorted={sorted} wa={wa} query={query} category={category} />}
      </LoadView>
    </section>
  );
}
