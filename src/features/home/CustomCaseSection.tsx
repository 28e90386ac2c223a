import { useEffect, useRef } from 'react';
import type { Contact } from '../../firebase/types';
import { ExternalLink } from '../../ui/ExternalLink';
import type { LoadResult } from '../../ui/useLoad';
import { useHydrated } from '../../ui/useHydrated';
import { useNearViewport } from '../../ui/useNearViewport';
import { shopChatNumber } from '../../ui/useShopContact';
import { WhatsAppIcon } from '../../ui/WhatsAppIcon';
import { CUSTOM_CASE_TEXT, chatLink } from './contact';

/** Custom phone cases: a short muted clip (fetched only when it comes into view) and a chat order link. */
export function CustomCaseSection({ contact }: { contact: LoadResult<Contact> }) {
  // The shop's number, or the build's while kontak is loading or failed.
  const href = chatLink(shopChatNumber(contact), CUSTOM_CASE_TEXT);
  return (
    <section className="custom-case py-5" aria-labelledby="custom-case-title">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-md-6">
            <h2 id="custom-case-title">Custom Case HP</h2>
            <p>
              Cetak foto, nama, atau desain kamu sendiri di case HP. Tersedia untuk iPhone, Samsung, Xiaomi,
              OPPO, vivo, dan banyak tipe lain. Jadi 1–2 hari kerja.
            </p>
            {href ? (
              <ExternalLink href={href} className="btn btn-whatsapp" data-tap="kontak">
                <WhatsAppIcon />
                Pesan lewat WhatsApp
              </ExternalLink>
            ) : (
              <p className="text-body-secondary small mb-0">
                {contact.status === 'loading'
                  ? 'Memuat kontak admin...'
                  : 'Pesan langsung di toko kami, alamatnya ada di bagian Kontak.'}
              </p>
            )}
          </div>
          <div className="col-md-6 custom-case-media">
            <CaseVideo />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Muted, inline, with a poster; plays while in view (unless reduced motion is preferred).
 * Its poster and controls come as the visitor heads there: the phone builds a document
 * for each drawing (the poster, the controls' icons), work the first screen does without.
 */
function CaseVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const nearViewport = useNearViewport(ref);
  // The build renders neither (nothing is near there), and so does the takeover's first render.
  const near = useHydrated() && nearViewport;

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          video.play().catch(() => {
            /* autoplay refused: the controls are there */
          });
        } else {
          video.pause();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      className="custom-case-video"
      width={480}
      height={400}
      poster={near ? '/img/home/custom-case-poster.svg' : undefined}
      preload="none"
      muted
      playsInline
      loop
      controls={near}
      aria-label="Video contoh custom case HP"
    >
      <source src="/video/custom-case.webm" type="video/webm" />
      <source src="/video/custom-case.mp4" type="video/mp4" />
    </video>
  );
}
