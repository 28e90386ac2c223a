// The two answers of an action asked for in place (useConfirmFocus.ts says how the focus moves).

/** The question's two answers: the action (primary) and "Batal". */
export function ConfirmButtons({
  yes,
  busyYes,
  busy = false,
  onYes,
  onCancel,
}: {
  yes: string;
  /** The action's label while it runs. */
  busyYes?: string;
  busy?: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className="btn btn-primary" onClick={onYes} disabled={busy}>
        {busy && busyYes ? busyYes : yes}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
        Batal
      </button>
    </div>
  );
}
