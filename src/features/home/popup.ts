// The promo popup appears 1.2 s after load, once per browser session.
export const PROMO_POPUP_DELAY_MS = 1200;
export const PROMO_POPUP_KEY = 'og-promo-popup-shown';

let shownThisPage = false; // when sessionStorage is blocked: once per page life

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function popupAlreadyShown(): boolean {
  if (shownThisPage) return true;
  try {
    return session()?.getItem(PROMO_POPUP_KEY) === '1';
  } catch {
    return false;
  }
}

export function markPopupShown(): void {
  shownThisPage = true;
  try {
    session()?.setItem(PROMO_POPUP_KEY, '1');
  } catch {
    /* storage full or blocked: the page-life flag still holds */
  }
}

/** Tests only. */
export function resetPopupMemory(): void {
  shownThisPage = false;
}
