import { Link } from 'react-router';
import { ScreenHeader } from '../shell/ScreenHeader';
import { SavedNotice } from '../core/SavedNotice';
import { CATALOGUE, type CollectionSchema } from '../core/schema';
import { adminPaths } from '../../../config/admin-paths';

const GROUPS = [
  { group: 'katalog', title: 'Harga & stok' },
  { group: 'konten', title: 'Konten halaman' },
] as const;

/** Where a collection opens: its list, or its one document. */
const openPath = (s: CollectionSchema) =>
  s.singleton ? adminPaths.record(s.collection, s.singleton) : adminPaths.collection(s.collection);

/** The shop's collections, one tap each (the active promo is under Promo). */
export default function CataloguePage() {
  return (
    <section className="container py-4">
      <ScreenHeader title="Katalog" />
      <SavedNotice />
      {GROUPS.map(({ group, title }) => (
        <section key={group} className="mb-4" aria-labelledby={`grup-${group}`}>
          <h2 id={`grup-${group}`} className="h5 mb-3">
            {title}
          </h2>
          <div className="list-group admin-links">
            {CATALOGUE.filter((s) => s.group === group && s.collection !== 'promo').map((s) => (
              <Link key={s.collection} to={openPath(s)} className="list-group-item list-group-item-action">
                {s.title}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
