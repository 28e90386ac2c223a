import { Fragment, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../../ui/Field';
import { FormActions } from '../FormActions';
import { formText } from '../display';
import { ImageField } from './ImageField';
import { NameChoiceField } from './NameChoiceField';
import { typeMoney } from '../money-input';
import { isMoney, optionLabel, type CollectionSchema, type FieldSpec } from '../schema';
import { validateRecord, type Checked, type RecordCheck, type Row } from '../validate';

type Texts = Record<string, string>;

function ChoiceField({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: FieldSpec;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {field.label}
      </label>
      <select
        id={id}
        name={field.name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={field.required}
      >
        <option value="">Pilih...</option>
        {field.options?.map((o) => (
          <option key={o} value={o}>
            {optionLabel(field, o)}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The form for one record, built from its schema: every refusal beside its field,
 * nothing typed is lost. After a refused save each change is checked again, so a
 * field's refusal goes as soon as it holds a good value. `onSave` gets the checked data.
 */
export function RecordForm({
  schema,
  initial,
  busy,
  onSave,
  preview,
  fieldPreview,
  intro,
  onceHint,
  check,
  submitLabel = 'Simpan',
}: {
  schema: CollectionSchema;
  initial: Record<string, unknown> | null;
  busy: boolean;
  onSave: (data: Row) => void;
  /** Shown above the save button, from what is typed now (e.g. the contact links). */
  preview?: (texts: Texts) => ReactNode;
  /**
   * One preview that follows the field being edited (the first field's until another
   * takes the focus), beside that field: to its right on a desktop, under it on a
   * phone, in the field's own box, so it never reads as another field's.
   */
  fieldPreview?: (name: string, texts: Texts) => ReactNode;
  /** Shown once above the fields (what every field's hint would repeat). */
  intro?: ReactNode;
  /** A hint `intro` already gives: the fields holding it do not repeat it. */
  onceHint?: string;
  check?: RecordCheck;
  submitLabel?: string;
}) {
  const formId = useId();
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(
      schema.fields.map((f) => [f.name, formText(f, initial?.[f.name], initial ?? undefined)]),
    ),
  );
  // Set by the first refused save: from then on the fields are checked as they change,
  // so a refusal goes as soon as its field holds a good value.
  const [refused, setRefused] = useState(false);
  // Image fields with an upload under way: saving waits for them.
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const waiting = Object.values(uploading).some(Boolean);
  // The field the owner is editing (the last focused): its preview sits above it.
  const [editing, setEditing] = useState(schema.fields[0]?.name ?? '');

  function validate(t: Texts): Checked {
    const checked = validateRecord(schema, t);
    const errors = checked.ok && check ? check(checked.data) : {};
    return Object.keys(errors).length ? { ok: false, errors } : checked;
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (waiting) return;
    const checked = validate(texts);
    if (!checked.ok) {
      setRefused(true);
      const first = schema.fields.find((f) => checked.errors[f.name]);
      (e.currentTarget.elements.namedItem(first!.name) as HTMLElement | null)?.focus();
      return;
    }
    setRefused(false);
    onSave(checked.data);
  }

  const change = (name: string) => (value: string) => setTexts((t) => ({ ...t, [name]: value }));
  const recheck = refused ? validate(texts) : null;
  const errors: Record<string, string> = recheck && !recheck.ok ? recheck.errors : {};
  const problems = schema.fields.filter((f) => errors[f.name]).map((f) => f.label);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Form ${schema.noun}`}
      onFocus={(e) => {
        const name = (e.target as { name?: unknown }).name;
        if (fieldPreview && typeof name === 'string' && schema.fields.some((f) => f.name === name))
          setEditing(name);
      }}
    >
      {intro}
      {schema.fields.map((f) =>
        fieldPreview ? (
          <div
            key={f.name}
            className={`row g-2 gx-lg-4 mb-3 record-field-box${f.name === editing ? ' record-field-editing' : ''}`}
          >
            <div className="col-12 col-lg-7">{fieldInput(f)}</div>
            <div className="col-12 col-lg-5">{f.name === editing && fieldPreview(f.name, texts)}</div>
          </div>
        ) : (
          <Fragment key={f.name}>{fieldInput(f)}</Fragment>
        ),
      )}
      {preview?.(texts)}
      <FormActions problems={problems}>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy || waiting}>
          {busy ? 'Menyimpan...' : waiting ? 'Menunggu unggahan...' : submitLabel}
        </button>
      </FormActions>
    </form>
  );

  function fieldInput(f: FieldSpec) {
    const id = `${formId}-${f.name}`;
    if (f.type === 'choice')
      return (
        <ChoiceField
          key={f.name}
          id={id}
          field={f}
          value={texts[f.name] ?? ''}
          error={errors[f.name]}
          onChange={change(f.name)}
        />
      );
    if (f.namesFrom)
      return (
        <NameChoiceField
          key={f.name}
          id={id}
          field={{ ...f, namesFrom: f.namesFrom }}
          value={texts[f.name] ?? ''}
          error={errors[f.name]}
          disabled={busy}
          onChange={change(f.name)}
        />
      );
    if (f.type === 'yesno')
      return (
        <div key={f.name} className="mb-3">
          <div className="form-check form-switch">
            <input
              id={id}
              name={f.name}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={texts[f.name] === 'true'}
              disabled={busy}
              aria-describedby={f.hint ? `${id}-hint` : undefined}
              onChange={(e) => change(f.name)(String(e.target.checked))}
            />
            <label htmlFor={id} className="form-check-label">
              {f.label}
            </label>
          </div>
          {f.hint && (
            <div id={`${id}-hint`} className="form-text mt-0">
              {f.hint}
            </div>
          )}
        </div>
      );
    if (f.type === 'image')
      return (
        <ImageField
          key={f.name}
          id={id}
          name={f.name}
          label={f.label}
          value={texts[f.name] ?? ''}
          error={errors[f.name]}
          limit={f.maxLength}
          busy={busy}
          collection={schema.collection}
          onChange={change(f.name)}
          onUploadingChange={(on) => setUploading((u) => ({ ...u, [f.name]: on }))}
        />
      );
    const shared = {
      id,
      name: f.name,
      label: f.label,
      hint: f.hint === onceHint ? undefined : f.hint,
      error: errors[f.name],
      limit: f.type === 'number' ? undefined : f.maxLength,
      required: f.required,
      value: texts[f.name] ?? '',
      readOnly: busy,
    };
    return f.type === 'longtext' || f.type === 'lines' ? (
      <Field
        key={f.name}
        {...shared}
        rows={f.type === 'lines' ? 4 : 8}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => change(f.name)(e.target.value)}
      />
    ) : (
      <Field
        key={f.name}
        {...shared}
        type={f.day ? 'date' : undefined}
        inputMode={f.type === 'number' ? 'numeric' : undefined}
        prefix={isMoney(f, texts) ? 'Rp' : undefined}
        autoComplete={f.type === 'number' ? 'off' : undefined}
        onChange={(e) =>
          isMoney(f, texts) ? typeMoney(e.currentTarget, change(f.name)) : change(f.name)(e.target.value)
        }
      />
    );
  }
}
