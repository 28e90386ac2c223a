import { useEffect, useState } from 'react';

/**
 * The shop's chat number for a page's WhatsApp links: '' until known, or when it
 * cannot be read (the links then open WhatsApp without a number). Read again when
 * `refresh` changes — pass the page's load status, so a page that came back with
 * 'Coba lagi' after a lost connection gets its number too. `load` must be stable
 * (a feature api function); reads go through the catalogue cache, so a re-read
 * of a known number costs nothing.
 */
export function useShopWhatsApp(load: () => Promise<string>, refresh: unknown): string {
  const [number, setNumber] = useState('');
  useEffect(() => {
    let live = true;
    load().then(
      (n) => live && setNumber(n),
      (error: unknown) => console.warn('Shop contact unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [load, refresh]);
  return number;
}
