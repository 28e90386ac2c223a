// A text field chosen from another list's names (a deduction's "Khusus HP", from
// the calculator's old phones): a select, so a name cannot be mistyped. A stored
// name the list does not hold stays shown, marked, until another is chosen; the
// collection's own check refuses saving it.
import { normaliseName } from '../../../../lib/phone-name';
import { useLoad } from '../../../../ui/useLoad';
import type { FieldSpec } from '../schema';
import { listRecords } from '../records-api';

const byName = (a: string, b: string) => a.localeCompare(b, 'id', { numeric: true });

export function NameChoiceField({
  id,
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  field: FieldSpec & { namesFrom: NonNullable<FieldSpec['namesFrom']> };
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  const from = field.namesFrom;
  const names = useLoad(
    () =>
      listRecords(from.collection).then((docs) =>
        docs
          .map((d) => String(d.data[from.field] ?? '').trim())
          .filter(Boolean)
          .sort(byName),
      ),
    `names/${from.collection}`,
  );
  const list = names.status === 'ready' ? names.data : [];
  const typed = value.trim();
  // The stored spelling may differ in case or spaces: the list's own name is shown chosen.
  const match = typed ? list.find((n) => normaliseName(n) === normaliseName(typed)) : undefined;
  const stray = typed && !match ? typed : null;
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {field.label}
      </label>
      <select
        id={id}
        name={field.name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={match ?? typed}
        disabled={disabled || names.status === 'loading'}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        <option value="">{from.empty}</option>
        {stray && (
          <option value={stray}>{names.status === 'ready' ? `${stray} (tidak ada di daftar)` : stray}</option>
        )}
        {list.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {names.status === 'error' && (
        <div className="form-text text-danger" role="alert">
          Daftar gagal dimuat.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={names.retry}>
            Coba lagi
          </button>
        </div>
      )}
      {field.hint && (
        <div id={`${id}-hint`} className="form-text">
          {field.hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
