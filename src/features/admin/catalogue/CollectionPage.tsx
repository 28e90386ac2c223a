import { useEffect, useMemo, useState } from 'react';
import { ListSearch } from '../core/ListSearch';
import { Link, Navigate } from 'react-router';
import type { Plain } from '../../../firebase/plain';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { usePaged } from '../../../ui/usePaged';
import { ShowMore } from '../../../ui/ShowMore';
import { claimCounts } from '../core/members-api';
import { ScreenHeader } from '../shell/ScreenHeader';
import { forgetRecords, listRecords, onCopyReplaced, type PlainDoc } from '../core/records-api';
import { byFirstColumn, byNewest, searcher, showDate, showValue } from '../core/display';
import { listParent } from '../core/record/places';
import { priceFields, type CollectionSchema } from '../core/schema';
import { ExportButton } from '../core/ExportButton';
import { SavedNotice } from '../core/SavedNotice';
import { ListCheck } from './ListCheck';
import { QuickPrice } from './QuickPrice';
import type { RowEditProps } from './useRowSave';
import { hasLists } from '../core/lists-api';
import { StockToggle } from './StockToggle';
import { UnknownCollection } from '../core/UnknownCollection';
import { useCollectionSchema } from '../core/useCollectionSchema';
import { adminPaths } from '../../../config/admin-paths';

const PAGE = 50;

function Rows({
  schema,
  records,
  claims,
}: {
  schema: CollectionSchema;
  records: PlainDoc[];
  /** Coupons: how many members claimed each (by coupon id). */
  claims?: Record<string, number>;
}) {
  const [search, setSearch] = useState('');
  // Quick changes made on this list (or found stored by one), shown at once; null: deleted.
  const [changed, setChanged] = useState<Record<string, Plain | null>>({});
  // Sorted once per change of the list, not on every keystroke: 5,000 items are a real list.
  const dated = schema.newestFirst;
  const sorted = useMemo(
    () =>
      records
        .flatMap((r) => {
          const now = changed[r.id];
          return now === undefined ? [r] : now === null ? [] : [{ id: r.id, data: now }];
        })
        .sort(dated ? byNewest(dated.field) : byFirstColumn(schema)),
    [records, changed, schema, dated],
  );
  const searchList = useMemo(() => searcher(schema, sorted), [schema, sorted]);
  const found = useMemo(() => searchList(search), [searchList, search]);
  const stocked = schema.fields.some((f) => f.name === 'stok');
  const hasPrice = priceFields(schema).length > 0;
  const [count, more] = usePaged(PAGE, search);
  const [first, ...rest] = schema.columns.map((c) => schema.fields.find((f) => f.name === c)!);
  return (
    <>
      <ListSearch
        id="cari"
        label={`Cari ${schema.title}`}
        placeholder="Cari..."
        value={search}
        onChange={setSearch}
        found={found.length}
        total={records.length}
        noun={schema.noun}
      />
      <ul className="list-group mb-3">
        {found.slice(0, count).map((r) => {
          const name = showValue(first!, r.data[first!.name]);
          // The row's price and stock, changed in place: saved, it shows at once.
          const inPlace: RowEditProps = {
            schema,
            record: r,
            name,
            onSaved: (data) => setChanged((c) => ({ ...c, [r.id]: data })),
          };
          return (
            <li key={r.id} className="list-group-item" data-testid="admin-row">
              <Link to={adminPaths.record(schema.collection, r.id)} className="admin-row-link">
                {name}
              </Link>
              {dated && (
                <div className="small fw-semibold" data-testid="row-date">
                  {dated.label} {showDate(r.data[dated.field])}
                </div>
              )}
              <div className="small text-body-secondary">
                {rest.map((f) => (
                  <span key={f.name} className="me-3 d-inline-block">
                    {f.label}: {showValue(f, r.data[f.name], r.data)}
                  </span>
                ))}
                {claims && (
                  <span className="d-inline-block" data-testid="claim-count">
                    Diklaim: {claims[r.id] ?? 0} member
                  </span>
                )}
              </div>
              {(hasPrice || stocked) && (
                <div className="mt-2 d-flex flex-wrap gap-2">
                  {hasPrice && <QuickPrice {...inPlace} />}
                  {stocked && <StockToggle {...inPlace} />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ShowMore shown={Math.min(count, found.length)} total={found.length} onMore={more} />
    </>
  );
}

function Collection({ schema }: { schema: CollectionSchema }) {
  // Bumped by 'Muat ulang': the collection is read afresh.
  const [version, setVersion] = useState(0);
  const loaded = useLoad(() => listRecords(schema.collection), `${schema.collection}#${version}`);
  // Read from the visitor lists, which turned out to miss records: the collection's own
  // documents take their place, and the search typed meanwhile stays.
  const [fuller, setFuller] = useState<{ version: number; docs: PlainDoc[] } | null>(null);
  useEffect(
    () => onCopyReplaced(schema.collection, (docs) => setFuller({ version, docs })),
    [schema.collection, version],
  );
  const records =
    loaded.status === 'ready' && fuller?.version === version ? { ...loaded, data: fuller.docs } : loaded;
  // Coupons show how many members claimed each (every member's claims, admins only).
  const counted = schema.collection === 'coupons';
  const claims = useLoad(
    () => (counted ? claimCounts() : Promise.resolve(null)),
    `klaim#${schema.collection}#${version}`,
  );
  return (
    <section className="container py-4">
      <ScreenHeader
        title={schema.title}
        back={listParent(schema)}
        onReload={() => {
          forgetRecords(schema.collection);
          setVersion((v) => v + 1);
        }}
        action={{
          to: adminPaths.record(schema.collection, 'baru'),
          label: schema.create?.title ?? `Tambah ${schema.noun}`,
          icon: schema.create ? 'send' : 'plus',
        }}
      />
      {schema.group === 'katalog' && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          <ExportButton schema={schema} className="btn btn-sm btn-light border" />
          <Link to={adminPaths.importCsv(schema.collection)} className="btn btn-sm btn-light border">
            Impor CSV
          </Link>
          {priceFields(schema).length > 0 && (
            <Link to={adminPaths.bulkPrice(schema.collection)} className="btn btn-sm btn-light border">
              Ubah harga massal
            </Link>
          )}
        </div>
      )}
      <SavedNotice />
      {hasLists(schema.collection) && <ListCheck collection={schema.collection} />}
      {counted && claims.status === 'error' && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="me-auto">Jumlah klaim gagal dimuat.</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={claims.retry}>
            Coba lagi
          </button>
        </div>
      )}
      <LoadView
        load={records}
        loading={`Memuat ${schema.title}...`}
        error={`${schema.title} gagal dimuat.`}
        empty={`Belum ada ${schema.noun}.`}
      >
        {(list) => (
          <Rows
            key={version}
            schema={schema}
            records={list}
            claims={claims.status === 'ready' && claims.data ? claims.data : undefined}
          />
        )}
      </LoadView>
    </section>
  );
}

export default function CollectionPage() {
  const schema = useCollectionSchema();
  if (!schema) return <UnknownCollection />;
  // A collection of one document has nothing to list: straight to the document.
  if (schema.singleton)
    return <Navigate to={adminPaths.record(schema.collection, schema.singleton)} replace />;
  return <Collection key={schema.collection} schema={schema} />;
}
