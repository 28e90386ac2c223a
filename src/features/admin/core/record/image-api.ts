// Image uploads for the admin forms: the chosen file made smaller in the browser,
// stored under the collection's folder, and its Storage path handed back for the
// field (the public pages resolve it with getDownloadURL).
import { appEnv } from '../../../../config/env';
import { isUploadRefused, uploadToStorage } from '../data/storage-upload';
import {
  SMALL_SIDE,
  checkImageFile,
  fitsUpload,
  imageFolder,
  smallCopyPath,
  storagePath,
  type FileRefusal,
  type UploadType,
} from '../data/image-upload';
import { ImageUnreadable, prepareImage } from './resize-image';

/**
 * Uploads need the real Storage: there is no Storage emulator on the machines this
 * runs on locally, so against the emulators the form takes URLs and paths only.
 */
export function uploadAvailable(): boolean {
  return appEnv().emulators === null;
}

export type UploadRefusal = FileRefusal | 'unreadable' | 'result-size' | 'denied' | 'folder';

/** An upload that trying again will not fix; `reason` says why. */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`Upload refused: ${reason}`);
  }
}

/** Where an upload is: making the copy, then sending it (`fraction` 0 to 1). */
export type UploadStage = { stage: 'resizing' } | { stage: 'sending'; fraction: number };

/**
 * Checks, resizes and stores the image for a record of `collection`; resolves to
 * the stored path (e.g. `aksesoris/20250601-k3j9x2ab7q.webp`). Rejects with
 * UploadRefused for what retrying cannot fix, with anything else for a failure
 * worth another try (the network).
 */
export async function uploadImage(
  file: File,
  collection: string,
  onStage: (stage: UploadStage) => void,
): Promise<string> {
  const folder = imageFolder(collection);
  if (!folder) throw new UploadRefused('folder');
  const refusal = checkImageFile(file);
  if (refusal) throw new UploadRefused(refusal);
  onStage({ stage: 'resizing' });
  let copy;
  try {
    copy = await prepareImage(file, file.type as UploadType); // a type checkImageFile took
  } catch (e) {
    if (e instanceof ImageUnreadable) throw new UploadRefused('unreadable');
    throw e;
  }
  if (!fitsUpload(copy.data.size)) throw new UploadRefused('result-size');
  const path = storagePath(folder, copy.type);
  onStage({ stage: 'sending', fraction: 0 });
  try {
    await uploadToStorage(path, copy.data, copy.type, (fraction) => onStage({ stage: 'sending', fraction }));
  } catch (e) {
    if (isUploadRefused(e)) throw new UploadRefused('denied');
    throw e;
  }
  await storeSmallCopy(file, file.type as UploadType, path);
  return path;
}

/**
 * The cards' small copy, beside the stored image (lib/image-copies.ts names it).
 * Its failure fails nothing: a card without it shows the large copy.
 */
async function storeSmallCopy(file: File, type: UploadType, path: string): Promise<void> {
  const small = smallCopyPath(path);
  if (!small) return;
  try {
    const copy = await prepareImage(file, type, SMALL_SIDE);
    await uploadToStorage(small, copy.data, copy.type);
  } catch (e) {
    console.warn('Small copy not stored; cards show the large one', small, e);
  }
}
