// Where a scrolled list box stands, by the row the visitor sees at its top, so that another
// box with the same rows can be brought to the same place. Offsets alone would not do: rows
// out of view are laid out by estimate (content-visibility), which differs from box to box.

export interface RowPlace {
  /** The first row (list item) showing in the box, counted from the top. */
  index: number;
  /** How far that row's top sits below the box's top (negative when partly scrolled past). */
  offset: number;
}

const rowsOf = (box: HTMLElement) => box.querySelectorAll<HTMLElement>('li');
const topOf = (el: Element) => el.getBoundingClientRect().top;

export function rowInView(box: HTMLElement): RowPlace | null {
  const top = topOf(box);
  const rows = [...rowsOf(box)];
  const index = rows.findIndex((row) => row.getBoundingClientRect().bottom > top);
  const row = rows[index];
  return row ? { index, offset: topOf(row) - top } : null;
}

function bringRow(box: HTMLElement, { index, offset }: RowPlace): void {
  const row = rowsOf(box)[index];
  if (row) box.scrollTop += topOf(row) - topOf(box) - offset;
}

/**
 * Brings `box` to `place`, then again over the next two frames: the rows coming into view
 * are then laid out at their real height instead of the estimate.
 */
export function keepRowInPlace(box: HTMLElement, place: RowPlace, frames = 2): void {
  bringRow(box, place);
  if (frames > 0) requestAnimationFrame(() => keepRowInPlace(box, place, frames - 1));
}
