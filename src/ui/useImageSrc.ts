import { useEffect, useState } from 'react';
import { isDirectImage, resolveImageUrl } from '../firebase/storage';

/**
 * An image field as a usable src: a URL or a site path at once, a Storage path once
 * resolved. `fallback` shows while a Storage path resolves, when it cannot be
 * resolved, and when the field is empty.
 */
export function useImageSrc(image: string, fallback = ''): string {
  const direct = !image || isDirectImage(image);
  const [resolved, setResolved] = useState<{ from: string; src: string } | null>(null);
  useEffect(() => {
    if (direct) return;
    let live = true;
    resolveImageUrl(image).then(
      (src) => live && setResolved({ from: image, src }),
      (error: unknown) => {
        console.warn('Image unavailable', image, error);
        if (live) setResolved({ from: image, src: fallback });
      },
    );
    return () => {
      live = false;
    };
  }, [image, direct, fallback]);
  if (!image) return fallback;
  if (direct) return image;
  return resolved?.from === image ? resolved.src : fallback;
}
