// Image fields hold a full URL, a site path (/img/…) or a Storage path. Only the
// last needs the Storage SDK and the Firebase app, so both are loaded on demand: a
// page whose images are all URLs and paths loads neither.
import { isDirectImage } from '../lib/image-copies';

export { isDirectImage };

export async function resolveImageUrl(src: string): Promise<string> {
  if (!src || isDirectImage(src)) return src;
  const [{ getStorage, ref, getDownloadURL }, { firebaseApp }] = await Promise.all([
    import('firebase/storage'),
    import('./app'),
  ]);
  return getDownloadURL(ref(getStorage(firebaseApp()), src));
}
