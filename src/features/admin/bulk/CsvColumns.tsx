import type { CollectionSchema } from '../core/schema';
import { csvGuide } from './csv-guide';

/** The import file's headings, each beside what it fills and how to write it; closed until asked. */
export function CsvColumns({ schema }: { schema: CollectionSchema }) {
  return (
    <details className="card mb-3 admin-disclosure">
      <summary>Judul kolom dan isinya</summary>
      <dl className="admin-disclosure-body vstack gap-2 small mb-0">
        {csvGuide(schema).map((c) => (
          <div key={c.column}>
            <dt>
              <code>{c.column}</code> · {c.label}
            </dt>
            <dd className="mb-0 text-body-secondary">{c.howTo}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
