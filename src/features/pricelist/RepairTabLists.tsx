// The service and sparepart tabs' lists, in a file of their own: most visits open a phone
// tab and never draw them. A tab that does fetches this file with its data (tab-loaders.ts).
import { memo, useDeferredValue, useMemo } from 'react';
import type { ServicePrice, Sparepart } from '../../firebase/types';
import { ChatAdminButton } from '../../ui/ChatLink';
import { Empty } from '../../ui/LoadFaces';
import { ShowMore } from '../../ui/ShowMore';
import { usePaged } from '../../ui/usePaged';
import {
  filterIndexed,
  PAGE_SIZE,
  groupServices,
  noMatchText,
  searchIndex,
  serviceFields,
  serviceQuestionText,
  serviceTypes,
  sortSpareparts,
  sparepartFields,
} from './pricelist';
import { listBoxView, serviceRowView, sparepartRowView } from './row-views';
import { reactH } from '../../ui/react-h';

const ServiceRow = memo(function ServiceRow({ item, wa }: { item: ServicePrice; wa: string }) {
  return serviceRowView(reactH, item, wa);
});

const SparepartRow = memo(function SparepartRow({ item, wa }: { item: Sparepart; wa: string }) {
  return sparepartRowView(reactH, item, wa);
});

export function SparepartList({ items, query, wa }: { items: Sparepart[]; query: string; wa: string }) {
  const sorted = useMemo(() => sortSpareparts(items), [items]);
  const index = useMemo(() => searchIndex(sorted, sparepartFields), [sorted]);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterIndexed(sorted, index, deferred), [sorted, index, deferred]);
  const [count, more] = usePaged(PAGE_SIZE, deferred);

  if (items.length === 0) return <Empty>Belum ada data sparepart</Empty>;
  if (shown.length === 0) return <Empty>{noMatchText(deferred)}</Empty>;
  return listBoxView(
    reactH,
    'Daftar sparepart',
    deferred !== query,
    <ul className="list-group list-group-flush">
      {shown.slice(0, count).map((item) => (
        <SparepartRow key={item.id} item={item} wa={wa} />
      ))}
    </ul>,
    <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />,
  );
}

/**
 * The service tab. The search finds rows by device type or damage kind: it
 * narrows the type buttons to the types with a match, and while no type is
 * chosen it lists the matching repairs of every type, so a visitor who types
 * 'lcd' sees LCD prices at once. Nothing found: a chat link asks the shop.
 */
export function ServicePanel({
  items,
  query,
  chosen,
  onToggle,
  wa,
}: {
  items: ServicePrice[];
  query: string;
  chosen: string[];
  onToggle: (type: string) => void;
  wa: string;
}) {
  const types = useMemo(() => serviceTypes(items), [items]);
  const index = useMemo(() => searchIndex(items, serviceFields), [items]);
  const deferred = useDeferredValue(query);
  const searching = deferred.trim() !== '';
  const matches = useMemo(() => filterIndexed(items, index, deferred), [items, index, deferred]);
  const shownTypes = useMemo(() => (searching ? serviceTypes(matches) : types), [searching, matches, types]);
  const groups = useMemo(
    () =>
      chosen.length > 0 ? groupServices(items, chosen) : searching ? groupServices(matches, shownTypes) : [],
    [items, chosen, searching, matches, shownTypes],
  );

  if (items.length === 0) return <Empty>Belum ada data biaya servis.</Empty>;
  return (
    <>
      <div className="service-types mb-3" role="group" aria-label="Tipe perangkat">
        <p className="small text-body-secondary mb-2">Pilih satu atau lebih tipe perangkat:</p>
        {shownTypes.length === 0 ? (
          <p className="mb-0">Tidak ada tipe perangkat yang cocok dengan &quot;{deferred.trim()}&quot;.</p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {shownTypes.map((type) => {
              const on = chosen.includes(type);
              return (
                <button
                  key={type}
                  type="button"
                  className={`btn btn-sm ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
                  aria-pressed={on}
                  onClick={() => onToggle(type)}
                >
                  {on && <span aria-hidden="true">✓ </span>}
                  {type}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {groups.length > 0 ? (
        listBoxView(
          reactH,
          'Biaya servis',
          deferred !== query,
          groups.map((g) => (
            <section key={g.kategori} aria-labelledby={`service-${g.kategori}`}>
              <h2 id={`service-${g.kategori}`} className="h6 service-group-title mb-0 px-3 py-2">
                {g.label}
              </h2>
              <ul className="list-group list-group-flush">
                {g.items.map((item) => (
                  <ServiceRow key={item.id} item={item} wa={wa} />
                ))}
              </ul>
            </section>
          )),
        )
      ) : searching ? (
        <Empty>
          <span className="d-block mb-2">
            Tidak ada biaya servis yang cocok dengan &quot;{deferred.trim()}&quot;. Tanyakan ke admin kami,
            ya.
          </span>
          <ChatAdminButton number={wa} text={serviceQuestionText(deferred)} data-tap="pricelist" />
        </Empty>
      ) : (
        <Empty>
          Pilih tipe perangkat untuk melihat biaya servis. Atau ketik jenis kerusakan di kolom cari, misalnya
          LCD atau baterai.
        </Empty>
      )}
    </>
  );
}
