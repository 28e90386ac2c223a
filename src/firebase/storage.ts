// Image fields hold a full URL, a site path (/img/…) or a Storage path. Only the
// last needs the Storage SDK, so it is loaded on demand.
import { firebaseApp } from './app';

export function isDirectImage(src: string): boolean {
  return /^(https?:|data:|blob:|\/)/i.test(src);
}

export async function resolveImageUrl(src: string): Promise<string> {
  if (!src || isDirectImage(src)) return src;
  const { getStorage, ref, getDownloadURL } = await import('firebase/storage');
  return getDownloadURL(ref(getStorage(firebaseApp()), src));
}
