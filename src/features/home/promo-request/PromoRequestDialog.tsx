// The 'Ajukan Promo' modal, in its own chunk: the button loads it when the
// browser is idle or on the first click.
import Modal from 'react-bootstrap/Modal';
import '../../../styles/modal.scss';
import { PromoRequestForm } from './PromoRequestForm';

export interface PromoRequestDialogProps {
  show: boolean;
  onHide: () => void;
  onSent: () => void;
}

export default function PromoRequestDialog({ show, onHide, onSent }: PromoRequestDialogProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="promo-request-title">
      <Modal.Header closeButton closeLabel="Tutup">
        <Modal.Title id="promo-request-title" as="h2" className="h5">
          Ajukan Promo
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <PromoRequestForm onSent={onSent} />
      </Modal.Body>
    </Modal>
  );
}
