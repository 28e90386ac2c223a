import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';
import type { Promo } from '../../firebase/types';
import { PROMO_POPUP_DELAY_MS, markPopupShown, popupAlreadyShown } from './popup';

/**
 * The promo image, about 1.2 s after the promo has loaded (so the page shows
 * first), once per browser session. Closes by its button, the backdrop and
 * Escape; focus then goes back to the page.
 */
export function PromoPopup({ promo }: { promo: Promo | null }) {
  const [skip] = useState(popupAlreadyShown);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const hasImage = Boolean(promo?.gambar);
  const open = !skip && due && !closed && hasImage;

  useEffect(() => {
    if (skip || !hasImage) return;
    const t = setTimeout(() => setDue(true), PROMO_POPUP_DELAY_MS);
    return () => clearTimeout(t);
  }, [skip, hasImage]);

  useEffect(() => {
    if (open) markPopupShown();
  }, [open]);

  if (!promo) return null;
  const title = promo.judul || 'Promo ONE GADGET';
  return (
    <Modal
      show={open}
      onHide={() => setClosed(true)}
      centered
      aria-labelledby="promo-popup-title"
      contentClassName="promo-popup overflow-hidden"
    >
      <h2 id="promo-popup-title" className="visually-hidden">
        {title}
      </h2>
      <img src={promo.gambar} alt={title} width={800} height={500} className="promo-popup-img" />
      <div className="p-3 text-center">
        <button type="button" className="btn btn-dark px-4" onClick={() => setClosed(true)}>
          Tutup
        </button>
      </div>
    </Modal>
  );
}
