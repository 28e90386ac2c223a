// Admin uploads to Cloud Storage. Apart from storage.ts (which the public pages use to
// resolve image paths) so that public code never carries it; the Storage SDK itself
// is loaded on demand, the same chunk getDownloadURL uses.
import { firebaseApp } from '../../../../firebase/app';

/**
 * Stores `data` at `path` with its content type (storage.rules check both).
 * `onProgress` hears the fraction sent, 0 to 1. Stored names are never reused, so
 * browsers and the CDN may keep a copy for a year.
 */
export async function uploadToStorage(
  path: string,
  data: Blob,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const { getStorage, ref, uploadBytesResumable } = await import('firebase/storage');
  const task = uploadBytesResumable(ref(getStorage(firebaseApp()), path), data, {
    contentType,
    cacheControl: 'public, max-age=31536000, immutable',
  });
  if (onProgress)
    task.on('state_changed', (s) => onProgress(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0));
  await task;
}

/** True when Storage refused the upload for who is asking (not an admin, or signed out). */
export function isUploadRefused(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'storage/unauthorized' || code === 'storage/unauthenticated';
}
