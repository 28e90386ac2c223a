import { useEffect, useState } from 'react';
import { PauseIcon, PlayIcon } from './icons';

export const SLIDER_INTERVAL_MS = 3000;

/**
 * The promo's slider lines, one at a time, changing every 3 s. The lines share one
 * place, so the card is as tall as the longest and never changes height between
 * them; screen readers get every line once (the transparent ones stay in the
 * accessibility tree); the
 * rotation pauses on hover and with the pause control under the line (WCAG 2.2.2),
 * which says where the rotation is (2 / 4) so it reads as its control.
 */
export function SliderLines({ lines }: { lines: string[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = lines.length > 1 && !paused && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const t = setInterval(() => setActive((i) => (i + 1) % lines.length), SLIDER_INTERVAL_MS);
    return () => clearInterval(t);
  }, [rotating, lines.length]);

  if (lines.length === 0) return null;
  const current = active % lines.length;

  return (
    <div className="promo-lines" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <ul className="promo-lines-text list-unstyled mb-0">
        {lines.map((line, i) => (
          <li key={i} className={i === current ? 'promo-line' : 'promo-line-off'}>
            {line}
          </li>
        ))}
      </ul>
      {lines.length > 1 && (
        <div className="d-flex align-items-center gap-3 mt-2">
          <button
            type="button"
            className="btn btn-outline-secondary promo-lines-toggle"
            aria-label={paused ? 'Putar slider promo' : 'Jeda slider promo'}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            {paused ? 'Putar' : 'Jeda'}
          </button>
          <span className="small text-body-secondary" aria-hidden="true">
            {current + 1} / {lines.length}
          </span>
        </div>
      )}
    </div>
  );
}
