import { useId, useState, type FormEvent } from 'react';
import type { Plain } from '../../../firebase/plain';
import { useMember } from '../../../ui/auth-context';
import { saveRecord, type PlainDoc } from './api';
import { priceFields, type CollectionSchema } from './schema';
import { validateRecord, type Value } from './validate';

export const PRICE_FAILED = 'Gagal menyimpan harga. Coba lagi.';

/**
 * A price changed from the list on a phone: the row opens its price fields,
 * checked by the schema, written with history like any change.
 */
export function QuickPrice({
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
  const id = useId();
  const fields = priceFields(schema);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!texts) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Ubah harga: ${name}`}
        onClick={() =>
          setTexts(Object.fromEntries(fields.map((f) => [f.name, String(record.data[f.name] ?? '')])))
        }
      >
        Ubah harga
      </button>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateRecord(schema, { ...(record.data as Record<string, Value>), ...texts });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await saveRecord(schema, checked.data, record, admin);
      onSaved({ ...record.data, ...checked.data });
      setTexts(null);
      setErrors({});
    } catch (err) {
      console.warn('Price change failed', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Harga ${name}`}
      className="d-flex flex-wrap gap-2 align-items-end"
    >
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="form-label small mb-0">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            className={`form-control form-control-sm${errors[f.name] ? ' is-invalid' : ''}`}
            inputMode="numeric"
            value={texts[f.name] ?? ''}
            onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
          />
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
    </form>
  );
}
