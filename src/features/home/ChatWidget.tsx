import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import type { LoadResult } from '../../ui/useLoad';
import { shopChatNumber } from '../../ui/useShopContact';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { CHAT_TEXT, CHAT_TOPICS, chatLink } from './contact';
import { CloseIcon } from './icons';
import { useControlUnder } from './useControlUnder';

const NO_LINK = {
  loading: 'Memuat kontak admin...',
  error: 'Kontak admin gagal dimuat. Coba lagi nanti.',
  ready: 'Nomor WhatsApp admin belum tersedia.',
} as const;

/**
 * The floating chat widget: a small round button in the corner that opens a
 * card with a greeting, four topics and the chat link. Closed by default so it
 * never covers what a phone visitor is reading; Escape closes it. While one of the
 * page's controls lies under the button (the hero's WhatsApp, the promo's Jeda and
 * Ajukan Promo), the button steps aside, so it never covers something to tap.
 */
export function ChatWidget({
  contact,
  page,
}: {
  contact: LoadResult<Contact>;
  /** The page whose controls the button must not cover. */
  page?: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const away = useControlUnder(page, toggleRef) && !open;
  // The shop's number, or the build's while kontak is loading or failed.
  const href = chatLink(shopChatNumber(contact), CHAT_TEXT);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className="chat-widget" aria-label="Chat admin" data-floating>
      {open && (
        <div id={cardId} className="card chat-widget-card shadow-lg">
          <div className="card-header chat-widget-header d-flex align-items-center">
            <h2 className="h6 mb-0 me-auto">Tanya Admin ONE GADGET</h2>
            <button
              type="button"
              className="btn-close btn-close-white"
              aria-label="Tutup chat"
              onClick={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
            />
          </div>
          <div className="card-body">
            <p className="mb-2">Halo! Selamat datang di ONE GADGET. Ada yang bisa kami bantu?</p>
            <ul className="small mb-3 ps-3">
              {CHAT_TOPICS.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            {href ? (
              <ExternalLink href={href} className="btn btn-whatsapp w-100" data-tap="widget">
                <WhatsAppIcon />
                Tanya via WhatsApp
              </ExternalLink>
            ) : (
              <p className="small text-body-secondary mb-0">{NO_LINK[contact.status]}</p>
            )}
          </div>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-whatsapp rounded-circle chat-widget-toggle p-0 shadow${away ? ' chat-widget-away' : ''}`}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        aria-label={open ? 'Tutup chat admin' : 'Buka chat admin'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <WhatsAppIcon size={28} />}
      </button>
    </aside>
  );
}
