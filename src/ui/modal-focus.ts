// Keeps Tab and Shift+Tab inside an open modal dialog: past the last control
// the focus goes back to the first, and the other way round. react-bootstrap only
// pulls the focus back after it has left (to the page behind or the browser).

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function tabStops(modal: HTMLElement): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Installs the wrap for every modal (`.modal.show`) on the page; returns the uninstaller. */
export function wrapTabInModals(doc: Document = document): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.defaultPrevented) return;
    const open = doc.querySelectorAll<HTMLElement>('.modal.show');
    const modal = open[open.length - 1];
    if (!modal) return;
    const stops = tabStops(modal);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement;
    const outside = !modal.contains(active);
    if (e.shiftKey ? outside || active === first || active === modal : outside || active === last) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    }
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
