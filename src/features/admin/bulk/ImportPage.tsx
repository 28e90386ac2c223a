import { useRef, useState, type ChangeEvent } from 'react';
import { Navigate } from 'react-router';
import { FilePick } from '../core/FilePick';
import { ScreenHeader } from '../shell/ScreenHeader';
import { allRecords } from '../core/records-api';
import type { CollectionSchema } from '../core/schema';
import { UnknownCollection } from '../core/UnknownCollection';
import { useCollectionSchema } from '../core/useCollectionSchema';
import { CsvUnreadable, parseCsv } from '../core/csv';
import { ExportButton } from '../core/ExportButton';
import { planImport, type ImportPlan } from './import-plan';
import { PlanView } from './PlanView';
import { CsvColumns } from './CsvColumns';
import { loadDeductionCheck } from '../core/record/deduction-check';
import { WriteRows } from './WriteRows';
import { adminPaths } from '../../../config/admin-paths';

type Check =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'refused'; message: string }
  | { state: 'planned'; run: number; plan: ImportPlan };

const UNREADABLE = 'File tidak bisa dibaca. Pastikan formatnya CSV, lalu coba lagi.';

function Import({ schema }: { schema: CollectionSchema }) {
  const [check, setCheck] = useState<Check>({ state: 'none' });
  const [fileName, setFileName] = useState('');
  // Each file checked gets a fresh write button (and progress).
  const runs = useRef(0);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setCheck({ state: 'checking' });
    try {
      const [csv, records, check] = await Promise.all([
        file.text().then(parseCsv),
        allRecords(schema.collection),
        loadDeductionCheck(schema.collection),
      ]);
      const plan = planImport(schema, records, csv, check);
      setCheck(
        'error' in plan
          ? { state: 'refused', message: plan.error }
          : { state: 'planned', run: ++runs.current, plan },
      );
    } catch (err) {
      console.warn('Import check failed', err);
      setCheck({
        state: 'refused',
        message: err instanceof CsvUnreadable ? `${err.message} ${UNREADABLE}` : UNREADABLE,
      });
    }
  }

  const plan = check.state === 'planned' ? check.plan : null;
  return (
    <section className="container py-4">
      <ScreenHeader
        title="Impor CSV"
        back={{ to: adminPaths.collection(schema.collection), label: schema.title }}
      />
      <div className="admin-form">
        <p className="fw-semibold mb-1">Ke {schema.title}</p>
        <p className="small">
          Baris pertama file berisi judul kolom, ditulis persis seperti di bawah. Cara termudah: ekspor dulu,
          ubah di spreadsheet, lalu impor. Kolom yang tidak ada di file tetap seperti sekarang.
        </p>
        <CsvColumns schema={schema} />
        <div className="mb-3 d-flex flex-wrap gap-2">
          <ExportButton schema={schema} />
        </div>
        <div className="mb-3">
          <label htmlFor="file-csv" className="form-label">
            File CSV
          </label>
          <FilePick
            id="file-csv"
            button="Pilih file CSV"
            accept=".csv,text/csv"
            fileName={fileName}
            primary={check.state !== 'planned'}
            onChange={choose}
            disabled={check.state === 'checking'}
          />
        </div>
        {check.state === 'checking' && (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Memeriksa file...
          </p>
        )}
        {check.state === 'refused' && (
          <div className="alert alert-danger" role="alert">
            {check.message}
          </div>
        )}
        {plan && (
          <>
            {plan.ignoredColumns.length > 0 && (
              <div className="alert alert-warning small" role="status">
                Kolom diabaikan: {plan.ignoredColumns.join(', ')}.
              </div>
            )}
            <PlanView schema={schema} plan={plan} />
            <WriteRows
              key={check.state === 'planned' ? check.run : 0}
              schema={schema}
              plan={plan}
              action="impor"
              button={`Simpan ${plan.added.length + plan.changed.length} baris`}
              done={`Impor selesai: ${plan.added.length} baru dan ${plan.changed.length} berubah disimpan.${
                plan.invalid.length ? ` ${plan.invalid.length} baris tidak valid dilewati.` : ''
              }`}
            />
          </>
        )}
      </div>
    </section>
  );
}

export default function ImportPage() {
  const schema = useCollectionSchema();
  if (!schema) return <UnknownCollection />;
  if (schema.group !== 'katalog') return <Navigate to={adminPaths.collection(schema.collection)} replace />;
  return <Import key={schema.collection} schema={schema} />;
}
