import { useState } from 'react';
import type { Plain } from '../../../firebase/plain';
import { useMember } from '../../../ui/auth-context';
import { saveRecord, type PlainDoc } from './api';
import type { CollectionSchema } from './schema';
import { validateRecord, type Value } from './validate';

export const STOCK_INCOMPLETE = 'Lengkapi data di form dulu.';
export const STOCK_FAILED = 'Gagal menyimpan stok. Coba lagi.';

/**
 * One tap on a phone: sold out (stok 0) or back in stock (stok 1), written with
 * its history like any other change. `onSaved` gets the record as now stored.
 */
export function StockToggle({
  schema,
  record,
  name,
  onSaved,
}: {
  schema: CollectionSchema;
  record: PlainDoc;
  name: string;
  onSaved: (data: Plain) => void;
}) {
  const admin = useMember();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const inStock = Number(record.data.stok) > 0;

  async function toggle() {
    const checked = validateRecord(schema, {
      ...(record.data as Record<string, Value>),
      stok: inStock ? 0 : 1,
    });
    if (!checked.ok) {
      setProblem(STOCK_INCOMPLETE);
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      await saveRecord(schema, checked.data, record, admin);
      onSaved({ ...record.data, ...checked.data });
    } catch (e) {
      console.warn('Stock change failed', e);
      setProblem(STOCK_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${inStock ? 'btn-outline-danger' : 'btn-outline-success'}`}
        onClick={toggle}
        disabled={busy}
        aria-label={`${inStock ? 'Tandai habis' : 'Tandai tersedia'}: ${name}`}
      >
        {busy ? 'Menyimpan...' : inStock ? 'Tandai habis' : 'Tandai tersedia'}
      </button>
      {problem && (
        <span className="text-danger small" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
