import { useEffect, useState } from 'react';
import type { Promo } from '../../firebase/types';
import { useLazyComponent } from '../../ui/useLazyComponent';
import { PROMO_POPUP_DELAY_MS, markPopupShown, popupAlreadyShown } from './popup';

const loadModal = () => import('./PromoPopupModal');

/**
 * The promo image, about 1.2 s after the promo has loaded (so the page shows
 * first), once per browser session. Closes by its button, the backdrop and
 * Escape; focus then goes back to the page. The modal's code is fetched during
 * the wait; if it cannot be, the visitor simply sees no popup. Besides closing it
 * offers the promo's chat (chatHref, '' when there is no number).
 */
export function PromoPopup({ promo, chatHref }: { promo: Promo | null; chatHref: string }) {
  const [skip] = useState(popupAlreadyShown);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const hasImage = Boolean(promo?.gambar);
  const { Component: PopupModal } = useLazyComponent(loadModal, { wanted: !skip && hasImage });
  const open = !skip && due && !closed && hasImage && PopupModal !== null;

  useEffect(() => {
    if (skip || !hasImage) return;
    const t = setTimeout(() => setDue(true), PROMO_POPUP_DELAY_MS);
    return () => clearTimeout(t);
  }, [skip, hasImage]);

  useEffect(() => {
    if (open) markPopupShown();
  }, [open]);

  if (!promo || !PopupModal) return null;
  return (
    <PopupModal
      show={open}
      onHide={() => setClosed(true)}
      title={promo.judul || 'Promo ONE GADGET'}
      image={promo.gambar}
      lines={promo.slider}
      chatHref={chatHref}
    />
  );
}
