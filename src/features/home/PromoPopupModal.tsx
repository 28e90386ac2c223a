// The promo popup's modal, in its own chunk: visitors who saw the popup earlier
// in the session never download it.
import Modal from 'react-bootstrap/Modal';
import { ExternalLink } from '../../ui/ExternalLink';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import '../../styles/modal.scss';

export interface PromoPopupModalProps {
  show: boolean;
  onHide: () => void;
  title: string;
  image: string;
  /** Every slider line at once: the banner behind shows them one by one. */
  lines: string[];
  /** The chat about this promo; '' when there is no number (then only Tutup). */
  chatHref: string;
}

export default function PromoPopupModal({
  show,
  onHide,
  title,
  image,
  lines,
  chatHref,
}: PromoPopupModalProps) {
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
        <h2 id="promo-popup-title" className="h5 mb-2">
          {title}
        </h2>
        {lines.length > 0 && (
          <ul className="promo-popup-lines mb-3">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        <div className="d-grid gap-2">
          {chatHref && (
            <ExternalLink href={chatHref} className="btn btn-whatsapp" data-tap="promo" onClick={onHide}>
              <WhatsAppIcon />
              Tanya Promo via WhatsApp
            </ExternalLink>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Tutup
          </button>
        </div>
      </div>
    </Modal>
  );
}
