import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SavedNotice } from './SavedNotice';
import { CATALOGUE, type CollectionSchema } from './schema';

const GROUPS = [
  { group: 'katalog', title: 'Harga & stok' },
  { group: 'konten', title: 'Konten halaman' },
] as const;

/** Where a collection opens: its list, or its one document. */
const openPath = (s: CollectionSchema) =>
  s.singleton ? paths.admin.record(s.collection, s.singleton) : paths.admin.collection(s.collection);

/** The shop's collections, one tap each. */
export default function CataloguePage() {
  usePageTitle('Katalog');
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Katalog</h1>
      <SavedNotice />
      {GROUPS.map(({ group, title }) => (
        <section key={group} className="mb-4" aria-labelledby={`grup-${group}`}>
          <h2 id={`grup-${group}`} className="h5">
            {title}
          </h2>
          <ul className="list-group">
            {CATALOGUE.filter((s) => s.group === group).map((s) => (
              <li key={s.collection} className="list-group-item p-0">
                <Link to={openPath(s)} className="d-block p-3 text-decoration-none">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
