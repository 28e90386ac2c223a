// The promo popup's modal, in its own chunk: visitors who saw the popup earlier
// in the session never download it.
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';

export interface PromoPopupModalProps {
  show: boolean;
  onHide: () => void;
  title: string;
  image: string;
}

export default function PromoPopupModal({ show, onHide, title, image }: PromoPopupModalProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      aria-labelledby="promo-popup-title"
      contentClassName="promo-popup overflow-hidden"
    >
      <img src={image} alt={title} width={800} height={500} className="promo-popup-img" />
      <div className="p-3">
        <h2 id="promo-popup-title" className="h5 mb-3">
          {title}
        </h2>
        <button type="button" className="btn btn-outline-secondary w-100" onClick={onHide}>
          Tutup
        </button>
      </div>
    </Modal>
  );
}
