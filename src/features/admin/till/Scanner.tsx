import { useEffect, useRef, useState } from 'react';
import {
  CAMERA_FAILURE_TEXT,
  cameraFailure,
  frameReader,
  openRearCamera,
  type CameraFailure,
} from './qr-scan';

/** How often a frame is read: a few times a second is instant to the eye and spares a cheap phone. */
const EVERY_MS = 250;

/**
 * The rear camera's picture with a frame to aim at; reads QR codes until one is
 * found (`onCode`), then lets the camera go. A camera the browser refuses or lacks
 * is said in words (`onFailure`): the typed field below still works.
 */
export function Scanner({
  onCode,
  onFailure,
  onClose,
}: {
  onCode: (text: string) => void;
  onFailure: (failure: CameraFailure) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onCode, onFailure });
  useEffect(() => {
    handlers.current = { onCode, onFailure };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const stop = () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    (async () => {
      try {
        const [opened, read] = await Promise.all([openRearCamera(), frameReader()]);
        stream = opened;
        if (!live || !video.current) return stop();
        video.current.srcObject = opened;
        await video.current.play().catch(() => {});
        setReady(true);
        const tick = async () => {
          if (!live || !video.current) return;
          const text = await read(video.current).catch(() => null);
          if (!live) return;
          if (text) {
            stop();
            handlers.current.onCode(text);
          } else timer = setTimeout(tick, EVERY_MS);
        };
        void tick();
      } catch (e) {
        stop();
        handlers.current.onFailure(cameraFailure(e));
      }
    })();
    return stop;
  }, []);

  return (
    <div className="till-scanner" role="region" aria-label="Pindai kode QR">
      <video ref={video} className="till-scanner-video" muted playsInline aria-hidden="true" />
      <div className="till-scanner-aim" aria-hidden="true" />
      <p className="till-scanner-hint" role="status">
        {ready ? 'Arahkan kamera ke kode QR member, kupon, atau tiket.' : 'Membuka kamera…'}
      </p>
      <button type="button" className="btn btn-light till-scanner-close" onClick={onClose}>
        Tutup kamera
      </button>
    </div>
  );
}

export { CAMERA_FAILURE_TEXT };
