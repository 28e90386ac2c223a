import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Prefixed } from './Prefixed';

interface FieldOwn {
  id: string;
  label: ReactNode;
  /** A line of help under the input. */
  hint?: ReactNode;
  /** The reason the value is refused, shown under the input (Indonesian). */
  error?: string | null;
  /** The most characters the value may have (the rules' limit). */
  limit?: number;
  /** The wrapper's classes. */
  className?: string;
  /** A unit shown in front of an input's value ('Rp'). */
  prefix?: string;
}

type InputField = FieldOwn &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'maxLength' | 'className'> & { rows?: undefined };
type TextareaField = FieldOwn &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'maxLength' | 'className'> & { rows: number };

/**
 * A labelled input (or, with `rows`, a textarea) with its hint and its error, tied
 * together for screen readers: the forms' one way to show a field.
 */
export function Field(props: InputField | TextareaField) {
  const { id, label, hint, error, limit, className = 'mb-3', prefix, ...control } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    maxLength: limit,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {control.rows !== undefined ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : prefix ? (
        <Prefixed prefix={prefix} invalid={Boolean(error)}>
          <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
        </Prefixed>
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
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
