import { useEffect, useState } from 'react';
import { isDirectImage, resolveImageUrl } from '../firebase/storage';
import { cardSrcSet, smallCopyPath } from '../lib/image-copies';

export interface ImageSources {
  src: string;
  /** The small copy and the large one, where the image has a small copy stored. */
  srcSet?: string;
}

/**
 * A card's image field as `src` and `srcSet`: a URL or a site path as it is; a Storage
 * path resolved with its small copy (lib/image-copies.ts), so a phone downloads the
 * small one. Without a small copy (an image stored before they were made) the card
 * has the large one only. `fallback` shows while resolving, when the image cannot
 * be resolved, and when the field is empty.
 */
export function useImageSources(image: string, fallback = '', withSmallCopy = true): ImageSources {
  const direct = !image || isDirectImage(image);
  const [resolved, setResolved] = useState<{ from: string; sources: ImageSources } | null>(null);
  useEffect(() => {
    if (direct) return;
    let live = true;
    const small = withSmallCopy ? smallCopyPath(image) : null;
    Promise.allSettled([resolveImageUrl(image), small ? resolveImageUrl(small) : Promise.reject()]).then(
      ([large, smallUrl]) => {
        if (!live) return;
        if (large.status === 'rejected') {
          console.warn('Image unavailable', image, large.reason);
          setResolved({ from: image, sources: { src: fallback } });
          return;
        }
        const srcSet = smallUrl.status === 'fulfilled' ? cardSrcSet(smallUrl.value, large.value) : undefined;
        setResolved({ from: image, sources: { src: large.value, srcSet } });
      },
    );
    return () => {
      live = false;
    };
  }, [image, direct, fallback, withSmallCopy]);
  if (!image) return { src: fallback };
  if (direct) return { src: image };
  return resolved?.from === image ? resolved.sources : { src: fallback };
}
