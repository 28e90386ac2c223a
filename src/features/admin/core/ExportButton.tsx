import { useState } from 'react';
import { allRecords } from './records-api';
import type { CollectionSchema } from './schema';
import { csvFileName, downloadCsv, toCsv } from './csv';

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
      downloadCsv(await toCsv(schema, await allRecords(schema.collection)), csvFileName(schema.collection));
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
