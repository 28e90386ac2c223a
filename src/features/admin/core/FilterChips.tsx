/**
 * A list's filter as a row of chips ('Saring status'), each with its count when known.
 * On a phone the row scrolls sideways rather than wrapping into lines.
 */
export function FilterChips<F extends string>({
  filters,
  labels,
  current,
  counts,
  label = 'Saring status',
  onPick,
}: {
  filters: readonly F[];
  labels: Record<F, string>;
  current: F;
  /** A filter without a count (unknown, or not counted) shows none. */
  counts: Partial<Record<F, number>> | null;
  /** The row's name for screen readers. */
  label?: string;
  onPick: (f: F) => void;
}) {
  return (
    <div role="group" aria-label={label} className="admin-chips">
      {filters.map((f) => {
        const count = counts?.[f];
        const on = current === f;
        return (
          <button
            key={f}
            type="button"
            className={`btn btn-sm ${on ? 'btn-dark' : 'btn-light border'}`}
            aria-pressed={on}
            onClick={() => onPick(f)}
          >
            {labels[f]}
            {count !== undefined && (
              <>
                {' '}
                <span className={`badge ${on ? 'text-bg-light' : 'text-bg-secondary'}`}>{count}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
