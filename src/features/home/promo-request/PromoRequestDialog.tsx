// The 'Ajukan Promo' modal, in its own chunk: the button loads it when the
// browser is idle or on the first click.
import Modal from 'react-bootstrap/Modal';
import '../../../styles/modal.scss';
import { PromoRequestForm } from './PromoRequestForm';

export interface PromoRequestDialogProps {
  show: boolean;
  onHide: () => void;
  onSent: () => void;
  /** Focus back on the opener when it closes (not after a send: the thanks takes it). */
  restoreFocus: boolean;
  /** Called once the modal has gone from the screen. */
  onExited: () => void;
}

export default function PromoRequestDialog({
  show,
  onHide,
  onSent,
  restoreFocus,
  onExited,
}: PromoRequestDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      restoreFocus={restoreFocus}
      centered
      className="promo-request-modal"
      aria-labelledby="promo-request-title"
      aria-describedby="promo-request-intro"
    >
      <Modal.Header closeButton closeLabel="Tutup">
        <Modal.Title id="promo-request-title" as="h2" className="h5">
          Ajukan Promo
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="promo-request-intro" className="text-body-secondary mb-3">
          Isi data di bawah ini. Admin kami akan menghubungi kamu lewat WhatsApp.
        </p>
        <PromoRequestForm onSent={onSent} />
      </Modal.Body>
    </Modal>
  );
}
