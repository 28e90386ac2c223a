import { useState } from 'react';
import { allRecords } from './records-api';
import type { CollectionSchema } from './schema';
import { csvFileName, toCsv } from './csv';

/** Downloads the collection as CSV: the admin's copy, once the count has found it whole. */
export function ExportButton({
  schema,
  className = 'btn btn-outline-secondary',
}: {
  schema: CollectionSchema;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      const csv = await toCsv(schema, await allRecords(schema.collection));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = csvFileName(schema.collection);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      console.warn('Export failed', e);
      setFailed(true);
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={download}>
        Ekspor CSV
      </button>
      {failed && (
        <p className="text-danger small w-100 mb-0" role="alert">
          Ekspor gagal. Coba lagi.
        </p>
      )}
    </>
  );
}
