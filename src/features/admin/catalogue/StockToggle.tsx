import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { stockBeforeHabis } from '../core/records-api';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { useRowSave, type RowEditProps, type RowSaveResult } from './useRowSave';
import { parseAmount } from '../core/validate';

export const STOCK_INCOMPLETE = 'Lengkapi data di form dulu.';
export const STOCK_FAILED = 'Gagal menyimpan stok. Coba lagi.';
export const STOCK_ASK = 'Stok sebelumnya tidak tercatat. Berapa stok yang tersedia?';
export const STOCK_INVALID = 'Isi jumlah stok, minimal 1.';

/**
 * One tap on a phone: sold out (stok 0), or back in stock with the count it had
 * before "Tandai habis" (read from its history); when the history does not tell,
 * a small field asks for the count.
 */
/** Under the control: why the save failed, or the conflict's notice. */
function Outcome({ problem, notice }: { problem: string; notice: ReactNode }) {
  return (
    <>
      {problem && (
        <span className="text-danger small" role="alert">
          {problem}
        </span>
      )}
      {notice}
    </>
  );
}

export function StockToggle(props: RowEditProps) {
  const { busy, save, conflict, keepMine, keepTheirs } = useRowSave(props);
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState('');
  const [asking, setAsking] = useState(false);
  const [count, setCount] = useState('');
  const [countError, setCountError] = useState('');
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const countRef = useRef<HTMLInputElement>(null);
  // The question replaces the button that was tapped: the field takes the focus.
  useEffect(() => {
    if (asking) countRef.current?.focus();
  }, [asking]);
  const inStock = Number(props.record.data.stok) > 0;
  const label = inStock ? 'Tandai habis' : 'Tandai tersedia';

  async function store(stok: number): Promise<boolean> {
    return settle(await save({ stok }));
  }

  function settle(result: RowSaveResult): boolean {
    // A conflict speaks for itself (ConflictNotice below).
    if (!result.ok && !('conflict' in result))
      setProblem('failed' in result ? STOCK_FAILED : STOCK_INCOMPLETE);
    return result.ok;
  }

  const notice = conflict && (
    <div className="w-100">
      <ConflictNotice
        collection={props.schema.collection}
        theirs={conflict.stored}
        mine={conflict.mine}
        busy={busy}
        onMine={() => {
          setProblem('');
          void keepMine(conflict).then((result) => {
            if (settle(result)) {
              setAsking(false);
              setCount('');
            }
          });
        }}
        onTheirs={() => {
          keepTheirs(conflict);
          setAsking(false);
        }}
      />
    </div>
  );

  async function toggle() {
    setProblem('');
    if (inStock) {
      await store(0);
      return;
    }
    setLooking(true);
    let before: number | null = null;
    try {
      before = await stockBeforeHabis(props.schema, props.record);
    } catch (e) {
      console.warn('Stock history failed', e);
    } finally {
      setLooking(false);
    }
    if (before !== null) await store(before);
    else setAsking(true);
  }

  async function submitCount(e: FormEvent) {
    e.preventDefault();
    const n = parseAmount(count);
    if (n === null || n < 1 || !Number.isInteger(n)) {
      setCountError(STOCK_INVALID);
      return;
    }
    setCountError('');
    if (await store(n)) {
      setAsking(false);
      setCount('');
    }
  }

  function cancel() {
    setAsking(false);
    setCountError('');
    // The toggle is back in place once the question is gone.
    requestAnimationFrame(() => toggleRef.current?.focus());
  }

  if (asking) {
    return (
      <form
        onSubmit={submitCount}
        noValidate
        aria-label={`Stok ${props.name}`}
        className="d-flex flex-wrap align-items-end gap-2"
      >
        <div>
          <label htmlFor={inputId} className="form-label small mb-1">
            {STOCK_ASK}
          </label>
          <input
            id={inputId}
            className={`form-control${countError ? ' is-invalid' : ''}`}
            ref={countRef}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-invalid={countError ? true : undefined}
            aria-describedby={countError ? `${inputId}-error` : undefined}
            style={{ maxWidth: '8rem' }}
          />
          {countError && (
            <div id={`${inputId}-error`} className="invalid-feedback d-block">
              {countError}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Menyimpan...' : 'Simpan stok'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
          Batal
        </button>
        <Outcome problem={problem} notice={notice} />
      </form>
    );
  }

  return (
    <div className={`${conflict ? 'd-flex w-100' : 'd-inline-flex'} flex-wrap align-items-center gap-2`}>
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-sm ${inStock ? 'btn-outline-danger' : 'btn-outline-success'}`}
        onClick={toggle}
        disabled={busy || looking}
        aria-label={`${label}: ${props.name}`}
      >
        {busy || looking ? 'Menyimpan...' : label}
      </button>
      <Outcome problem={problem} notice={notice} />
    </div>
  );
}
