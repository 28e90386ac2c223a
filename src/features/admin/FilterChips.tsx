/** A list's filter as a row of toggle buttons ('Saring status'), each with its count when known. */
export function FilterChips<F extends string>({
  filters,
  labels,
  current,
  counts,
  onPick,
}: {
  filters: readonly F[];
  labels: Record<F, string>;
  current: F;
  /** A filter without a count (unknown, or not counted) shows none. */
  counts: Partial<Record<F, number>> | null;
  onPick: (f: F) => void;
}) {
  return (
    <div role="group" aria-label="Saring status" className="d-flex flex-wrap gap-2 mb-3">
      {filters.map((f) => {
        const count = counts?.[f];
        return (
          <button
            key={f}
            type="button"
            className={`btn btn-sm ${current === f ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={current === f}
            onClick={() => onPick(f)}
          >
            {labels[f]}
            {count !== undefined && (
              <>
                {' '}
                <span className="badge text-bg-light">{count}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
