import type { FieldChange } from './format';
import { LineList } from '../LineList';

const NONE = '-';

/**
 * A short value (a price, a date) stays on one line. A longer one may wrap, but never
 * inside an amount: formatRupiah joins 'Rp' to its digits with a no-break space.
 */
function Value({ text }: { text: string | undefined }) {
  const value = text ?? NONE;
  return value.length <= 24 ? <span className="text-nowrap">{value}</span> : value;
}

function Lines({ lines }: { lines: string[] }) {
  return lines.length === 0 ? <>{NONE}</> : <LineList lines={lines} />;
}

/** Where a removed field's new value would be: the word, so it never reads as an empty value. */
const Removed = () => <em className="text-body-secondary">dihapus</em>;

/**
 * Changed fields, by label: 'Harga: Rp 125.000 → Rp 99.000' on one line; values
 * of several lines (a ticket's items, colours) as lines under "Sebelum" and
 * "Sesudah". A field the write removed reads 'Persetujuan biaya: Ditolak → dihapus'.
 * `single` shows only one side (a new or deleted record's values).
 */
export function FieldChanges({
  changes,
  single,
  testId,
}: {
  changes: FieldChange[];
  single?: 'from' | 'to';
  testId?: string;
}) {
  return (
    <ul className="small mb-0 mt-1 ps-3" data-testid={testId}>
      {changes.map((c) => {
        const shown = single ? c[single] : null;
        const inline = shown ? shown.length <= 1 : c.from.length <= 1 && c.to.length <= 1;
        return (
          <li key={c.field} className="text-break">
            <span className="fw-semibold">{c.label}</span>
            {shown ? (
              inline ? (
                <>
                  : <Value text={shown[0]} />
                </>
              ) : (
                <>
                  :<Lines lines={shown} />
                </>
              )
            ) : inline ? (
              <>
                : <Value text={c.from[0]} /> → {c.removed ? <Removed /> : <Value text={c.to[0]} />}
              </>
            ) : (
              <>
                :<div className="text-body-secondary">Sebelum:</div>
                <Lines lines={c.from} />
                <div className="text-body-secondary">Sesudah:</div>
                {c.removed ? <Removed /> : <Lines lines={c.to} />}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
