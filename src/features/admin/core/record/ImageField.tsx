import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { checkImageFile, imageFolder, UPLOAD_ACCEPT } from '../data/image-upload';
import { Field } from '../../../../ui/Field';
import { useImageSrc } from '../../../../ui/useImageSrc';
import { FilePick } from '../FilePick';
import { uploadAvailable, uploadImage, UploadRefused, type UploadStage } from './image-api';
import { IMAGE_MESSAGES, UPLOAD_REFUSED } from './image-messages';
import { isImageValue } from '../validate';

type Upload =
  | { state: 'idle' | 'done' }
  | { state: 'busy'; stage: UploadStage }
  | { state: 'failed'; message: string; retry: File | null };

/** The value once typing has paused, so a half-typed address is not fetched. */
function useSettled(value: string, ms = 500): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

function Preview({ value, label }: { value: string; label: string }) {
  const settled = useSettled(value.trim());
  const src = useImageSrc(isImageValue(settled) ? settled : '');
  const [broken, setBroken] = useState('');
  if (!src) return null;
  if (broken === src) return <p className="form-text text-danger mb-0">{IMAGE_MESSAGES.previewBroken}</p>;
  return (
    <img
      src={src}
      alt={`Pratinjau ${label.toLowerCase()}`}
      width={160}
      height={160}
      className="img-thumbnail d-block"
      // A fixed box whatever the picture's shape (img-thumbnail alone sets height: auto).
      style={{ width: 160, height: 160, objectFit: 'contain' }}
      onError={() => setBroken(src)}
    />
  );
}

/** A picture the shop stores (uploaded, or one of the site's own): its address is for the site, not the owner. */
const isStoredImage = (value: string) => isImageValue(value) && !value.trim().startsWith('https://');

function KeptImage({
  id,
  label,
  busy,
  onReplace,
  children,
}: {
  id: string;
  label: string;
  busy: boolean;
  onReplace: () => void;
  /** The picture itself. */
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="mb-2">
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      {children}
      <p className="form-text mb-2">{IMAGE_MESSAGES.kept}</p>
      <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={onReplace}>
        Tempel alamat lain
      </button>
    </div>
  );
}

/** Where the upload is, in one live region: making the copy, sending it, done. */
function UploadStatus({ upload }: { upload: Upload }) {
  const stage = upload.state === 'busy' ? upload.stage : null;
  const shown = stage ? 'small mb-2' : upload.state === 'done' ? 'small text-success mb-2' : undefined;
  return (
    <div role="status" className={shown}>
      {stage && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {stage?.stage === 'resizing' && IMAGE_MESSAGES.resizing}
      {stage?.stage === 'sending' && (
        <>
          {IMAGE_MESSAGES.sending(stage.fraction)}
          <progress className="d-block w-100 mt-1" max={1} value={stage.fraction} aria-hidden="true" />
        </>
      )}
      {upload.state === 'done' && IMAGE_MESSAGES.done}
    </div>
  );
}

/**
 * An image field: the value (a https URL, a site path /img/… or a Storage path) can
 * be typed, or filled by uploading a file, which is made smaller first and
 * stored in the collection's folder. A refused or failed upload leaves the value
 * as it was. Against the local emulators there is no Storage: the upload control
 * says so and typing works. A stored path is never shown: the owner sees the
 * picture, and types only an address of their own.
 */
export function ImageField({
  id,
  name,
  label,
  value,
  error,
  limit,
  busy,
  collection,
  onChange,
  onUploadingChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The form's refusal of the value. */
  error?: string;
  limit?: number;
  /** The form is saving. */
  busy: boolean;
  collection: string;
  onChange: (value: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const fileId = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // The image kept before "Tempel alamat lain", for Batal.
  const [replacing, setReplacing] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const folder = imageFolder(collection);
  const storage = uploadAvailable();
  const available = storage && folder !== null;
  const uploading = upload.state === 'busy';
  const failed = upload.state === 'failed' ? upload : null;
  const retry = failed?.retry;

  async function send(file: File) {
    const refusal = checkImageFile(file);
    if (refusal) {
      setUpload({ state: 'failed', message: UPLOAD_REFUSED[refusal], retry: null });
      return;
    }
    setUpload({ state: 'busy', stage: { stage: 'resizing' } });
    onUploadingChange(true);
    try {
      const path = await uploadImage(file, collection, (stage) => setUpload({ state: 'busy', stage }));
      onChange(path);
      setReplacing(null);
      setUpload({ state: 'done' });
    } catch (e) {
      console.warn('Upload failed', e);
      setUpload(
        e instanceof UploadRefused
          ? { state: 'failed', message: UPLOAD_REFUSED[e.reason], retry: null }
          : { state: 'failed', message: IMAGE_MESSAGES.failed, retry: file },
      );
    } finally {
      onUploadingChange(false);
    }
  }

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again
    if (!file) return;
    setFileName(file.name);
    void send(file);
  }

  function replace() {
    setReplacing(value);
    onChange('');
    // The address field takes the place of the button just pressed.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  const kept = replacing === null && !error && isStoredImage(value);
  const describedBy = [`${fileId}-hint`, failed && `${fileId}-error`].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      {kept ? (
        <KeptImage id={id} label={label} busy={busy || uploading} onReplace={replace}>
          <Preview value={value} label={label} />
        </KeptImage>
      ) : (
        <>
          <Field
            id={id}
            name={name}
            label={label}
            hint={IMAGE_MESSAGES.hint}
            error={error}
            limit={limit}
            value={value}
            readOnly={busy || uploading}
            inputMode="url"
            autoComplete="off"
            className="mb-2"
            onChange={(e) => {
              onChange(e.target.value);
              if (upload.state === 'done' || upload.state === 'failed') setUpload({ state: 'idle' });
            }}
          />
          {replacing !== null && (
            <button
              type="button"
              className="btn btn-outline-secondary mb-2"
              disabled={busy || uploading}
              onClick={() => {
                onChange(replacing);
                setReplacing(null);
              }}
            >
              Batal, pakai gambar tadi
            </button>
          )}
        </>
      )}
      <div className="mb-2">
        <label htmlFor={fileId} className="form-label">
          Unggah gambar
        </label>
        <FilePick
          id={fileId}
          button="Pilih gambar"
          accept={UPLOAD_ACCEPT}
          fileName={fileName}
          disabled={!available || busy || uploading}
          invalid={Boolean(failed)}
          describedBy={describedBy}
          onChange={choose}
        />
        <div id={`${fileId}-hint`} className="form-text">
          {!storage
            ? IMAGE_MESSAGES.local
            : folder === null
              ? UPLOAD_REFUSED.folder
              : IMAGE_MESSAGES.uploadHint}
        </div>
        {failed && (
          <div id={`${fileId}-error`} className="invalid-feedback d-block" role="alert">
            {failed.message}
          </div>
        )}
        {retry && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger mt-2"
            disabled={busy}
            onClick={() => void send(retry)}
          >
            Coba lagi
          </button>
        )}
      </div>
      <UploadStatus upload={upload} />
      {!kept && <Preview value={value} label={label} />}
    </div>
  );
}
