// Image fields hold a full URL, a site path (/img/…) or a Storage path. Only the
// last needs the Storage SDK, so it is loaded on demand.
import { isDirectImage } from '../lib/image-copies';
import { firebaseApp } from './app';

export { isDirectImage };

export async function resolveImageUrl(src: string): Promise<string> {
  if (!src || isDirectImage(src)) return src;
  const { getStorage, ref, getDownloadURL } = await import('firebase/storage');
  return getDownloadURL(ref(getStorage(firebaseApp()), src));
}
