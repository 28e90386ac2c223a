import { REPAIR_STEPS, repairProgress } from './repair-steps';

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
 * Where the repair is: the four flow steps with the current one marked (done steps
 * carry a check, the current one a ring and bold label, and screen readers hear
 * aria-current), or a status typed by the shop as plain text: putting it on a step
 * could tell the visitor something untrue.
 */
export function RepairSteps({ status }: { status: string }) {
  const progress = repairProgress(status);
  if (progress.kind === 'none') return null;
  if (progress.kind === 'custom') {
    return (
      <div className="repair-custom-status">
        <p className="mb-1 fw-semibold" data-testid="repair-custom-status">
          Status: {progress.status}
        </p>
        <p className="mb-0 small text-body-secondary">
          Servisan kamu sedang dalam tahap khusus. Admin akan mengabari kamu bila ada perkembangan.
        </p>
      </div>
    );
  }
  const last = REPAIR_STEPS.length - 1;
  return (
    <ol className="repair-steps" aria-label="Tahap servisan">
      {REPAIR_STEPS.map((label, i) => {
        const state = i < progress.current ? 'done' : i === progress.current ? 'current' : 'todo';
        // The last step reached is the journey's end: a check, not a number.
        const checked = state === 'done' || (state === 'current' && i === last);
        return (
          <li
            key={label}
            className={`repair-step repair-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="repair-step-mark" aria-hidden="true">
              {checked ? <CheckIcon /> : i + 1}
            </span>
            <span className="repair-step-label">
              {label}
              {state === 'done' && <span className="visually-hidden"> (sudah)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
