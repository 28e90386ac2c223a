import { useEffect, useState } from 'react';

export const SLIDER_INTERVAL_MS = 3000;

/**
 * The promo's slider lines, one at a time, changing every 3 s. Screen readers
 * get every line once (the hidden ones stay in the accessibility tree); the
 * rotation pauses on hover or focus and with the pause button (WCAG 2.2.2).
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
    <div
      className="promo-lines d-flex align-items-start gap-2"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <ul className="list-unstyled mb-0 flex-grow-1">
        {lines.map((line, i) => (
          <li key={i} className={i === current ? 'promo-line' : 'visually-hidden'}>
            {line}
          </li>
        ))}
      </ul>
      {lines.length > 1 && (
        <button
          type="button"
          className="btn btn-sm btn-link promo-lines-toggle p-0"
          aria-label={paused ? 'Putar slider promo' : 'Jeda slider promo'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Putar' : 'Jeda'}
        </button>
      )}
    </div>
  );
}
