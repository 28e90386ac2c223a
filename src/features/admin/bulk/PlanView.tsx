import { showValue } from '../core/display';
import type { CollectionSchema } from '../core/schema';
import type { Plan, PlannedRow } from './plan';

/** A long plan shows this many rows of each kind; the counts cover all. */
const SHOWN = 50;

function nameOf(schema: CollectionSchema, row: PlannedRow): string {
  const first = schema.fields.find((f) => f.name === schema.columns[0])!;
  return showValue(first, row.data[first.name]);
}

function More({ total }: { total: number }) {
  return total > SHOWN ? <li className="text-body-secondary">dan {total - SHOWN} lainnya</li> : null;
}

/**
 * The dry run, for people: how many rows are new, changed, the same or refused,
 * each refusal with its reason, and what each change does. Nothing is written yet.
 */
export function PlanView({ schema, plan }: { schema: CollectionSchema; plan: Plan }) {
  const fieldOf = (name: string) => schema.fields.find((f) => f.name === name)!;
  return (
    <section aria-labelledby="hasil-periksa" className="mb-3">
      <h2 id="hasil-periksa" className="h5">
        Hasil pemeriksaan
      </h2>
      <p className="small text-body-secondary">Belum ada yang disimpan.</p>
      <ul className="list-inline" data-testid="plan-counts">
        <li className="list-inline-item badge text-bg-success">Baru: {plan.added.length}</li>
        <li className="list-inline-item badge text-bg-primary">Berubah: {plan.changed.length}</li>
        <li className="list-inline-item badge text-bg-secondary">Sama: {plan.unchanged}</li>
        <li className="list-inline-item badge text-bg-danger">Tidak valid: {plan.invalid.length}</li>
      </ul>
      {plan.invalid.length > 0 && (
        <>
          <h3 className="h6">Tidak valid (tidak akan disimpan)</h3>
          <ul className="small text-danger" data-testid="plan-invalid">
            {plan.invalid.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {r.label}: {r.reason}
              </li>
            ))}
            <More total={plan.invalid.length} />
          </ul>
        </>
      )}
      {plan.added.length > 0 && (
        <>
          <h3 className="h6">Baru</h3>
          <ul className="small" data-testid="plan-added">
            {plan.added.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {r.label}: {nameOf(schema, r)}
              </li>
            ))}
            <More total={plan.added.length} />
          </ul>
        </>
      )}
      {plan.changed.length > 0 && (
        <>
          <h3 className="h6">Berubah</h3>
          <ul className="small" data-testid="plan-changed">
            {plan.changed.slice(0, SHOWN).map((r) => (
              <li key={r.id}>
                {r.label === nameOf(schema, r) ? r.label : `${r.label}: ${nameOf(schema, r)}`} —{' '}
                {r.fields
                  .map(
                    (f) =>
                      `${fieldOf(f).label} ${showValue(fieldOf(f), r.before?.[f])} → ${showValue(fieldOf(f), r.data[f])}`,
                  )
                  .join('; ')}
              </li>
            ))}
            <More total={plan.changed.length} />
          </ul>
        </>
      )}
    </section>
  );
}
