// An action asked for in place ("Ganti kode", "Pulihkan versi ini"): its question,
// what will happen, and the two answers (useConfirmFocus.ts moves the focus).
import type { ReactNode, RefObject } from 'react';

export function ConfirmPanel({
  label,
  question,
  questionRef,
  yes,
  busyYes,
  busy = false,
  no = 'Batal',
  onYes,
  onCancel,
  className = 'p-2 border rounded bg-body text-body',
  testId,
  children,
}: {
  /** The group's name for screen readers ("Konfirmasi ganti kode"). */
  label: string;
  question: ReactNode;
  questionRef: RefObject<HTMLParagraphElement | null>;
  /** The action's label ("Ya, …") and, while it runs, its busy label. */
  yes: string;
  busyYes?: string;
  busy?: boolean;
  /** The answer that closes the panel, where "Batal" would read as the action itself. */
  no?: string;
  onYes: () => void;
  onCancel: () => void;
  className?: string;
  testId?: string;
  /** What the action will do, between the question and the answers. */
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={className} data-testid={testId}>
      <p ref={questionRef} tabIndex={-1} className="fw-semibold mb-1">
        {question}
      </p>
      {children}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="button" className="btn btn-primary" onClick={onYes} disabled={busy}>
          {busy && busyYes ? busyYes : yes}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {no}
        </button>
      </div>
    </div>
  );
}
