import '../../styles/list-group.scss';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { PricelistItem } from '../../firebase/types';
import { Empty, Loading } from '../../ui/LoadFaces';
import { ShowMore } from '../../ui/ShowMore';
import { usePaged } from '../../ui/usePaged';
import {
  filterIndexed,
  noMatchText,
  PAGE_SIZE,
  pricelistFields,
  searchIndex,
  sortPricelist,
} from './pricelist';
import { PricelistRow } from './Rows';
import { listBoxView } from './row-views';
import { reactH } from '../../ui/react-h';

/** The list box (listBoxView): at most 60% of the viewport high, scrolling inside. */
function ScrollBox({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return listBoxView(reactH, label, busy, children);
}

/**
 * A phone or laptop tab's list. While it is not `complete` (only the rows that
 * open the list are in, see useTabData), those rows show with a loading face
 * below them, and a search looks in them without ever saying "not found": the
 * answer waits for the full list.
 */
export function PricelistList({
  items,
  query,
  wa,
  complete = true,
}: {
  items: PricelistItem[];
  query: string;
  wa: string;
  complete?: boolean;
}) {
  const sorted = useMemo(() => sortPricelist(items), [items]);
  const index = useMemo(() => searchIndex(sorted, pricelistFields), [sorted]);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterIndexed(sorted, index, deferred), [sorted, index, deferred]);
  const [count, more] = usePaged(PAGE_SIZE, deferred);

  if (complete && items.length === 0) return <Empty>Belum ada data untuk kategori ini.</Empty>;
  if (complete && shown.length === 0) return <Empty>{noMatchText(deferred)}</Empty>;
  return (
    <ScrollBox label="Daftar harga" busy={!complete || deferred !== query}>
      {shown.length > 0 && (
        <ul className="list-group list-group-flush">
          {shown.slice(0, count).map((item) => (
            <PricelistRow key={item.id} item={item} wa={wa} />
          ))}
        </ul>
      )}
      {complete ? (
        <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
      ) : (
        <Loading label={deferred.trim() ? 'Mencari di daftar lengkap...' : 'Memuat daftar lengkap...'} />
      )}
    </ScrollBox>
  );
}
