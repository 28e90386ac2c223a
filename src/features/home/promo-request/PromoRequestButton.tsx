import { useRef, useState } from 'react';
import { useLazyComponent } from '../../../ui/useLazyComponent';
import { CheckIcon } from '../icons';
import { PROMO_REQUEST_SUCCESS } from './messages';

const loadDialog = () => import('./PromoRequestDialog');

/**
 * The 'Ajukan Promo' button, its modal form, and the success message once sent.
 * The modal closes on success, so the thanks appears where the visitor is looking:
 * under the button they pressed, brought into view and focused once the modal has gone
 * (the button may sit at the bottom edge of a phone screen, the message below it).
 */
export function PromoRequestButton({
  className = 'btn btn-primary promo-request-open',
}: {
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const {
    Component: Dialog,
    failed,
    request,
  } = useLazyComponent(loadDialog, {
    wanted: open,
    prefetch: true,
  });

  function showThanks() {
    const el = thanks.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }

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
        {sent && (
          <div ref={thanks} tabIndex={-1} className="alert alert-success d-flex gap-2 mt-3 mb-0">
            <CheckIcon />
            <span>{PROMO_REQUEST_SUCCESS}</span>
          </div>
        )}
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
          // After a send the focus goes to the thanks, not back to the button.
          restoreFocus={!sent}
          // Next frame: the modal has then also given the page its scrolling back.
          onExited={() => {
            if (sent) requestAnimationFrame(showThanks);
          }}
        />
      )}
    </>
  );
}
