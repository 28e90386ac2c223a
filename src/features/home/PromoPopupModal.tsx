// The promo popup's dialog, in its own chunk: visitors who saw the popup earlier in the
// session never download it. The browser's own modal <dialog> (showModal): it keeps focus
// inside, closes on Escape and puts the page behind it out of reach, with no script of
// ours for any of that, so a first visit runs a fraction of what a scripted modal runs.
// Bootstrap's modal classes give it the same look as the site's other modals.
import { useEffect, useRef } from 'react';
import { ExternalLink } from '../../ui/ExternalLink';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import '../../styles/modal.scss';
import './promo-dialog.scss';

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

export default function PromoPopupModal({ show, ...props }: PromoPopupModalProps) {
  return show ? <PromoDialog {...props} /> : null;
}

function PromoDialog({ onHide, title, image, lines, chatHref }: Omit<PromoPopupModalProps, 'show'>) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.showModal();
    // The dialog itself takes focus, as the site's other modals do, not its first button.
    shown.focus();
  }, []);

  // Every way out (Tutup, the chat, the backdrop, Escape) closes the dialog itself, which
  // hands focus back to where it was; its close event then tells the page. Opened by a
  // timer, it often has nowhere earlier to hand it back to: then the page takes focus at
  // once, not only once the browser notices its button is hidden.
  const releaseFocus = () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialog.current?.contains(focused)) focused.blur();
  };
  const close = () => {
    dialog.current?.close();
    releaseFocus();
  };

  return (
    // A click on the dialog itself is one outside its content (the backdrop around it);
    // Escape closes it without this handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="modal promo-dialog"
      aria-labelledby="promo-popup-title"
      tabIndex={-1}
      onClose={() => {
        releaseFocus();
        onHide();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content promo-popup overflow-hidden">
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
                <ExternalLink href={chatHref} className="btn btn-whatsapp" data-tap="promo" onClick={close}>
                  <WhatsAppIcon />
                  Tanya Promo via WhatsApp
                </ExternalLink>
              )}
              <button type="button" className="btn btn-outline-secondary" onClick={close}>
                Tutup
              </button>
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
