import { useImageSources } from './useImageSources';

/**
 * An image field as a usable src, the large image only (a zoom, the admin's preview):
 * a URL or a site path at once, a Storage path once resolved (useImageSources).
 */
export function useImageSrc(image: string, fallback = ''): string {
  return useImageSources(image, fallback, false).src;
}
