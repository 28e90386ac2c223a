import { useState, type ComponentType } from 'react';
import type { ConditionCheckProps } from './ConditionCheck';

type Check = ComponentType<ConditionCheckProps>;

/**
 * "Cek kondisi HP lama" under a result: a button, then the questions, whose chunk
 * is fetched only on that tap (a plain import() here: the calculator's own script
 * stays within its budget). A failed fetch says so and offers the tap again.
 */
export function ConditionEntry(props: ConditionCheckProps) {
  const [check, setCheck] = useState<{ C: Check } | 'loading' | 'failed' | null>(null);

  function open() {
    setCheck('loading');
    import('./ConditionCheck').then(
      (m) => setCheck({ C: m.default }),
      (e: unknown) => {
        console.warn('A part of the page could not be loaded', e);
        setCheck('failed');
      },
    );
  }

  if (check && typeof check === 'object') return <check.C {...props} />;
  return (
    <div className="mt-3">
      {check === 'failed' && (
        <p className="text-danger small mb-2" role="alert">
          Pertanyaan gagal dimuat. Periksa koneksi internet kamu.
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={check === 'loading'}
        onClick={open}
      >
        {check === 'loading'
          ? 'Memuat pertanyaan...'
          : check === 'failed'
            ? 'Coba lagi'
            : 'Cek kondisi HP lama'}
      </button>
    </div>
  );
}
