import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from './icons';

export const SLIDER_INTERVAL_MS = 3000;

/**
 * The promo's slider lines, one at a time, changing every 3 s. The lines share one
 * place, so the card is as tall as the longest and never changes height between
 * them; screen readers get every line once (the transparent ones stay in the
 * accessibility tree); the
 * rotation pauses on hover and with the pause control under the line (WCAG 2.2.2),
 * which says where the rotation is (2 / 4) so it reads as its control.
 *
 * A turn moves two classes and the count's text itself, without drawing the component
 * again: on the home page it turns every 3 s for as long as the page is open, and a
 * redraw each time was a slow phone's main thread's work for nothing. React draws the
 * first line shown; the turns are the effect's.
 */
export function SliderLines({ lines }: { lines: string[] }) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const count = useRef<HTMLSpanElement>(null);
  const rotating = lines.length > 1 && !paused && !hovered;
  // New lines start again from the first: a new list, not the old one's classes.
  const drawn = lines.join('\n');

  useEffect(() => {
    const items = list.current?.children;
    if (!rotating || !items) return;
    const t = setInterval(() => {
      const current = [...items].findIndex((li) => li.className === 'promo-line');
      const next = (current + 1) % items.length;
      items[current]?.setAttribute('class', 'promo-line-off');
      items[next]?.setAttribute('class', 'promo-line');
      if (count.current) count.current.textContent = `${next + 1} / ${items.length}`;
    }, SLIDER_INTERVAL_MS);
    return () => clearInterval(t);
  }, [rotating, drawn]);

  if (lines.length === 0) return null;

  return (
    <div className="promo-lines" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <ul className="promo-lines-text list-unstyled mb-0" ref={list} key={drawn}>
        {lines.map((line, i) => (
          <li key={i} className={i === 0 ? 'promo-line' : 'promo-line-off'}>
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
          <span className="small text-body-secondary" aria-hidden="true" ref={count} key={drawn}>
            {`1 / ${lines.length}`}
          </span>
        </div>
      )}
    </div>
  );
}
