import { useEffect, useState } from 'react';
import { isDirectImage, resolveImage } from './api';

export const ACCESSORY_PLACEHOLDER = '/img/aksesoris/placeholder.svg';

/** gambar as a usable src: URLs and site paths at once, Storage paths once resolved. */
export function useImageSrc(gambar: string): string {
  const direct = !gambar || isDirectImage(gambar);
  const [resolved, setResolved] = useState<{ from: string; src: string } | null>(null);
  useEffect(() => {
    if (direct) return;
    let live = true;
    resolveImage(gambar).then(
      (src) => live && setResolved({ from: gambar, src }),
      (error: unknown) => {
        console.warn('Aksesoris: image unavailable', gambar, error);
        if (live) setResolved({ from: gambar, src: ACCESSORY_PLACEHOLDER });
      },
    );
    return () => {
      live = false;
    };
  }, [gambar, direct]);
  if (!gambar) return ACCESSORY_PLACEHOLDER;
  if (direct) return gambar;
  return resolved?.from === gambar ? resolved.src : ACCESSORY_PLACEHOLDER;
}
