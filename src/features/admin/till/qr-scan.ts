// Reading a QR code from the phone's camera at the till: the browser's own
// BarcodeDetector where it has one that knows QR codes (Chrome on Android, Safari
// 17+), else jsQR, fetched only when the camera starts (its own chunk: no other
// screen, and no visitor, ever loads it).

/** Reads the QR code in the video's current frame; null when none is in view. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** jsQR on a frame drawn to a canvas, scaled down so a phone reads a few frames a second. */
async function libraryReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!context || !w || !h) return null;
    const scale = Math.min(1, 640 / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? libraryReader();
}

/** Why the camera did not open, as the till tells the cashier. */
export type CameraFailure = 'denied' | 'missing' | 'unsupported' | 'failed';

export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}

export const CAMERA_FAILURE_TEXT: Record<CameraFailure, string> = {
  denied:
    'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan browser, atau ketik kodenya di bawah.',
  missing: 'Kamera tidak ditemukan di perangkat ini. Ketik kodenya di bawah.',
  unsupported: 'Browser ini tidak bisa membuka kamera. Ketik kodenya di bawah.',
  failed: 'Kamera tidak bisa dibuka. Tutup aplikasi lain yang memakai kamera, atau ketik kodenya di bawah.',
};

/** The rear camera's stream; throws as getUserMedia does (or 'unsupported' without one). */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('Tanpa kamera', 'NotSupportedError');
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
}
