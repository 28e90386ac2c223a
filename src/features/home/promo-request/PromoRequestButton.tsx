import { useState } from 'react';
import { useLazyComponent } from '../../../ui/useLazyComponent';
import { PROMO_REQUEST_SUCCESS } from './messages';

const loadDialog = () => import('./PromoRequestDialog');

/** The 'Ajukan Promo' button, its modal form, and the success message once sent. */
export function PromoRequestButton({ className = 'btn btn-warning fw-semibold' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const {
    Component: Dialog,
    failed,
    request,
  } = useLazyComponent(loadDialog, {
    wanted: open,
    prefetch: true,
  });

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setSent(false);
          setOpen(true);
          request();
        }}
      >
        Ajukan Promo
      </button>
      <div role="status" className="promo-request-status">
        {sent && <div className="alert alert-success mt-3 mb-0">{PROMO_REQUEST_SUCCESS}</div>}
        {open && !Dialog && !failed && (
          <p className="small text-body-secondary mt-2 mb-0">Membuka formulir...</p>
        )}
        {open && failed && (
          <div className="alert alert-warning mt-3 mb-0">
            Formulir belum bisa dibuka. Periksa koneksi internet kamu, lalu tekan Ajukan Promo lagi.
          </div>
        )}
      </div>
      {Dialog && (
        <Dialog
          show={open}
          onHide={() => setOpen(false)}
          onSent={() => {
            setSent(true);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
