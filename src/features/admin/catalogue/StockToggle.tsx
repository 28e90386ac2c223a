import { useState } from 'react';
import { useRowSave, type RowEditProps } from './useRowSave';

export const STOCK_INCOMPLETE = 'Lengkapi data di form dulu.';
export const STOCK_FAILED = 'Gagal menyimpan stok. Coba lagi.';

/** One tap on a phone: sold out (stok 0) or back in stock (stok 1). */
export function StockToggle(props: RowEditProps) {
  const { busy, save } = useRowSave(props);
  const [problem, setProblem] = useState('');
  const inStock = Number(props.record.data.stok) > 0;
  const label = inStock ? 'Tandai habis' : 'Tandai tersedia';

  async function toggle() {
    setProblem('');
    const result = await save({ stok: inStock ? 0 : 1 });
    if (!result.ok) setProblem('failed' in result ? STOCK_FAILED : STOCK_INCOMPLETE);
  }

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${inStock ? 'btn-outline-danger' : 'btn-outline-success'}`}
        onClick={toggle}
        disabled={busy}
        aria-label={`${label}: ${props.name}`}
      >
        {busy ? 'Menyimpan...' : label}
      </button>
      {problem && (
        <span className="text-danger small" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
