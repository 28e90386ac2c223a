import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../ui/usePageTitle';
import { CATALOGUE } from './schema';

/** The catalogue collections, one tap each. */
export default function CataloguePage() {
  usePageTitle('Katalog');
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Katalog</h1>
      <ul className="list-group">
        {CATALOGUE.map((s) => (
          <li key={s.collection} className="list-group-item p-0">
            <Link to={paths.admin.collection(s.collection)} className="d-block p-3 text-decoration-none">
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
