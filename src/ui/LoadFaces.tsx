import type { ReactNode } from 'react';

export function Loading({ label = 'Memuat data...' }: { label?: string }) {
  return (
    <div className="load-face state-face" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{message ?? 'Gagal memuat data. Periksa koneksi internet kamu.'}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/** Nothing to show: the spec's text, and where there is one, the next step (`action`). */
export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="state-face">
      <p className="mb-0">{children}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
