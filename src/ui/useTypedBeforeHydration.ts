import { useEffect, type RefObject } from 'react';

/**
 * An input rendered at build time can be typed into before the page's script has
 * arrived; React then takes it over with its own (empty) state. On mount this hands
 * such text to `set`, so nothing typed is lost and the page acts on what it shows.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  set: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) set(typed);
    // Once, as the page is taken over; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
