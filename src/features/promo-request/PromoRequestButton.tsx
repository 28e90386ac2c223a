import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';
import { PROMO_REQUEST_SUCCESS } from './messages';
import { PromoRequestForm } from './PromoRequestForm';

/** The 'Ajukan Promo' button, its modal form, and the success message once sent. */
export function PromoRequestButton({ className = 'btn btn-warning fw-semibold' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        Ajukan Promo
      </button>
      <div role="status" className="promo-request-status">
        {sent && <div className="alert alert-success mt-3 mb-0">{PROMO_REQUEST_SUCCESS}</div>}
      </div>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby="promo-request-title">
        <Modal.Header closeButton closeLabel="Tutup">
          <Modal.Title id="promo-request-title" as="h2" className="h5">
            Ajukan Promo
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <PromoRequestForm
            onSent={() => {
              setSent(true);
              setOpen(false);
            }}
          />
        </Modal.Body>
      </Modal>
    </>
  );
}
