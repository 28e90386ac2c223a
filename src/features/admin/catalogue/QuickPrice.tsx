import { useId, useState, type FormEvent } from 'react';
import { Prefixed } from '../../../ui/Prefixed';
import { moneyText } from '../core/money';
import { typeMoney } from '../core/money-input';
import { priceFields } from '../core/schema';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { useRowSave, type RowConflict, type RowEditProps } from './useRowSave';
import { validateRecord, type Value } from '../core/validate';

export const PRICE_FAILED = 'Gagal menyimpan harga. Coba lagi.';

/**
 * A price changed from the list on a phone: the row opens its price fields (grouped
 * as the shop writes them: 125.000), checked by the schema, written with history like
 * any change. After a refusal each change is checked again.
 */
export function QuickPrice(props: RowEditProps) {
  const { schema, record, name } = props;
  const { busy, save, conflict, keepMine, keepTheirs } = useRowSave(props);
  const id = useId();
  const fields = priceFields(schema);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  if (!texts) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Ubah harga: ${name}`}
        onClick={() =>
          setTexts(Object.fromEntries(fields.map((f) => [f.name, moneyText(record.data[f.name])])))
        }
      >
        Ubah harga
      </button>
    );
  }

  function change(name: string, value: string) {
    const next = { ...texts, [name]: value };
    setTexts(next);
    if (Object.keys(errors).length === 0) return;
    const checked = validateRecord(schema, { ...(record.data as Record<string, Value>), ...next });
    const still = checked.ok ? {} : checked.errors;
    setErrors(Object.fromEntries(fields.filter((f) => still[f.name]).map((f) => [f.name, still[f.name]!])));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailed(false);
    const result = await save(texts ?? {});
    if (result.ok) {
      setTexts(null);
      setErrors({});
    } else if ('failed' in result) setFailed(true);
    else if ('errors' in result) setErrors(result.errors);
  }

  async function mine(c: RowConflict) {
    setFailed(false);
    const result = await keepMine(c);
    if (result.ok) setTexts(null);
    else if ('failed' in result) setFailed(true);
    else if ('errors' in result) setErrors(result.errors);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Harga ${name}`}
      className="admin-row-form d-flex flex-wrap gap-2 align-items-end"
    >
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="form-label small mb-0">
            {f.label}
          </label>
          <Prefixed prefix="Rp" invalid={Boolean(errors[f.name])}>
            <input
              id={`${id}-${f.name}`}
              className={`form-control form-control-sm${errors[f.name] ? ' is-invalid' : ''}`}
              inputMode="numeric"
              value={texts[f.name] ?? ''}
              autoComplete="off"
              onChange={(e) => typeMoney(e.currentTarget, (v) => change(f.name, v))}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
            />
          </Prefixed>
          {errors[f.name] && (
            <div id={`${id}-${f.name}-error`} className="invalid-feedback">
              {errors[f.name]}
            </div>
          )}
        </div>
      ))}
      <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
        {busy ? 'Menyimpan...' : 'Simpan harga'}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setTexts(null)}>
        Batal
      </button>
      {failed && (
        <span className="text-danger small w-100" role="alert">
          {PRICE_FAILED}
        </span>
      )}
      {conflict && (
        <div className="w-100">
          <ConflictNotice
            collection={schema.collection}
            theirs={conflict.stored}
            mine={conflict.mine}
            busy={busy}
            onMine={() => void mine(conflict)}
            onTheirs={() => {
              keepTheirs(conflict);
              setTexts(null);
            }}
          />
        </div>
      )}
    </form>
  );
}
