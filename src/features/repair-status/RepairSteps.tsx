import { REPAIR_STEPS, repairProgress, type QuoteAnswerWord } from './repair-steps';

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3.2 3L13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Where the repair is: the flow's steps with the current one marked (done steps
 * carry a check, the current one a ring and bold label, and screen readers hear
 * aria-current), or a status typed by the shop as plain text: putting it on a step
 * could tell the visitor something untrue.
 */
export function RepairSteps({ status, answer = null }: { status: string; answer?: QuoteAnswerWord }) {
  const progress = repairProgress(status, answer);
  if (progress.kind === 'none') return null;
  if (progress.kind === 'custom') {
    return (
      <div className="repair-custom-status">
        <p className="mb-1 fw-semibold" data-testid="repair-custom-status">
          Status: {progress.status}
        </p>
        <p className="mb-0 small text-body-secondary">
          Tahap ini di luar alur biasa. Tanyakan detailnya ke admin lewat tombol di bawah.
        </p>
      </div>
    );
  }
  return <StepList steps={progress.steps} current={progress.current} label="Tahap servisan" />;
}

/** The steps; `current` -1 marks none (the flow, before a code is looked up). */
function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  const last = steps.length - 1;
  return (
    <ol className={`repair-steps repair-steps--${steps.length}`} aria-label={label}>
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        // The last step reached is the journey's end: a check, not a number.
        const checked = state === 'done' || (state === 'current' && i === last);
        return (
          <li
            key={step}
            className={`repair-step repair-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="repair-step-mark" aria-hidden="true">
              {checked ? <CheckIcon /> : i + 1}
            </span>
            <span className="repair-step-label">
              {step}
              {state === 'done' && <span className="visually-hidden"> (sudah)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Before a lookup: the steps a repair goes through, so the visitor knows what they will see. */
export function RepairFlow() {
  return (
    <section className="card card-body" aria-labelledby="alur-servisan-title">
      <h2 id="alur-servisan-title" className="h6 mb-3">
        Alur servisan
      </h2>
      <StepList steps={REPAIR_STEPS} current={-1} label="Alur servisan" />
      <p className="small text-body-secondary mb-0 mt-3">
        Setelah kode dicek, tahap yang sedang berjalan ditandai di sini, lengkap dengan rincian biaya dan
        riwayat perbaikan.
      </p>
    </section>
  );
}
