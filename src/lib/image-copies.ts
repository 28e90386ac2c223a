// An uploaded image is stored twice: at most 1600 px for the zoom and the article,
// and a small copy for the cards, under a name that follows from the large one's.
// No field records the small copy: a card asks for it and falls back to the large
// one where it is missing (images stored before small copies were made).

/** The large copy's longest side, in pixels. */
export const LARGE_SIDE = 1600;

/** The small copy's longest side: a card about 200 px wide on a 2× phone screen, with room. */
export const SMALL_SIDE = 480;

/**
 * Where the small copy of a stored image is: 'aksesoris/20250601-k3j9x2ab7q.webp'
 * → 'aksesoris/20250601-k3j9x2ab7q-480.webp'. Null where there is none: a URL or a
 * site path (not uploaded here), a GIF (stored as it is, for its animation).
 */
export function smallCopyPath(path: string): string | null {
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return null;
  const match = /^(.+)\.(webp|jpg|png|avif)$/i.exec(path);
  return match ? `${match[1]}-${SMALL_SIDE}.${match[2]}` : null;
}

/** The srcset of a card's image: the small copy for a phone, the large one where it is wider. */
export function cardSrcSet(small: string, large: string): string {
  return `${small} ${SMALL_SIDE}w, ${large} ${LARGE_SIDE}w`;
}

/** An image field that is an address already (a URL, a site path), not a Storage path to resolve. */
export function isDirectImage(src: string): boolean {
  return /^(https?:|data:|blob:|\/)/i.test(src);
}
