import type { ChangeEvent } from 'react';
import { Icon } from '../shell/icons';

export const NO_FILE = 'Belum ada file dipilih';

/**
 * A file input in Indonesian: a button ('Pilih gambar') over a visually hidden input,
 * and the chosen file's name beside it — not the browser's own 'Choose File / No file
 * chosen'. The input keeps its labels (the field's and the button's) and focus.
 */
export function FilePick({
  id,
  button,
  accept,
  fileName,
  disabled,
  invalid,
  describedBy,
  primary = false,
  onChange,
}: {
  id: string;
  /** The button's words: 'Pilih gambar'. */
  button: string;
  accept: string;
  /** The chosen file's name; none yet: 'Belum ada file dipilih'. */
  fileName: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The screen's main action (the import's first step): the big primary button. */
  primary?: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="file-pick d-flex flex-wrap align-items-center gap-2">
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={`btn ${primary ? 'btn-primary btn-lg' : 'btn-outline-secondary'}${disabled ? ' disabled' : ''}`}
      >
        <Icon name="upload" size={20} />
        {button}
      </label>
      <span className="file-pick-name">{fileName || NO_FILE}</span>
    </div>
  );
}
