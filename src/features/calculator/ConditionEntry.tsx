import { useState } from 'react';
import { useLazyComponent } from '../../ui/useLazyComponent';
import type { ConditionCheckProps } from './ConditionCheck';

// Module level: useLazyComponent wants a stable loader. The questions' chunk is
// fetched only when the visitor opens them.
const loadCheck = () => import('./ConditionCheck');

/** "Cek kondisi HP lama" under a result: a button, then the questions. */
export function ConditionEntry(props: ConditionCheckProps) {
  const [open, setOpen] = useState(false);
  const check = useLazyComponent(loadCheck, { wanted: open });
  if (open && check.Component) return <check.Component {...props} />;
  return (
    <div className="mt-3">
      {check.failed && (
        <p className="text-danger small mb-2" role="alert">
          Pertanyaan gagal dimuat. Periksa koneksi internet kamu.
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={open && !check.failed}
        onClick={() => (open ? check.request() : setOpen(true))}
      >
        {open && !check.failed ? 'Memuat pertanyaan...' : check.failed ? 'Coba lagi' : 'Cek kondisi HP lama'}
      </button>
    </div>
  );
}
