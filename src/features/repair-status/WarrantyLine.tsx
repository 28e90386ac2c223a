// A collected device's warranty in words: its own chunk, fetched only for a
// ticket that has one, so other lookups carry none of the date arithmetic.
import { warrantyOf, warrantyText } from '../../lib/warranty';

export default function WarrantyLine({ collected, days }: { collected: Date; days: number }) {
  const warranty = warrantyOf(collected, days, new Date());
  return (
    warranty && (
      <span className="d-block fw-semibold" data-testid="repair-warranty">
        {warrantyText(warranty)}
      </span>
    )
  );
}
