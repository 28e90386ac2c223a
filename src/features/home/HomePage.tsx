import { memo, useContext, useRef } from 'react';
import { appEnv } from '../../config/env';
import { BakedData } from '../../ui/baked-data';
import { usePageTitle } from '../../ui/usePageTitle';
import { useLoad } from '../../ui/useLoad';
import { shopChatNumber, useShopContact } from '../../ui/useShopContact';
import { getPromo, listTestimonials } from './api';
import { useAos } from './useAos';
import { ChatWidget as ChatWidgetView } from './ChatWidget';
import { ContactBlock as ContactBlockView } from './ContactBlock';
import { ContactHeader as ContactHeaderView } from './ContactHeader';
import { chatLink, promoChatText, shopLink } from './contact';
import { CustomCaseSection as CustomCaseView } from './CustomCaseSection';
import { PromoBanner as PromoBannerView } from './PromoBanner';
import { PromoPopup as PromoPopupView } from './PromoPopup';
import { ServicesGrid as ServicesGridView } from './ServicesGrid';
import { Testimonials as TestimonialsView } from './Testimonials';
import './home.scss';

// Each block draws again only when its own data changes (useLoad keeps a load's object
// until then), not whenever another block's answer comes in: on a slow phone's first
// visit each answer otherwise redrew the whole page.
const ChatWidget = memo(ChatWidgetView);
const ContactBlock = memo(ContactBlockView);
const ContactHeader = memo(ContactHeaderView);
const CustomCaseSection = memo(CustomCaseView);
const PromoBanner = memo(PromoBannerView);
const PromoPopup = memo(PromoPopupView);
const ServicesGrid = memo(ServicesGridView);
const Testimonials = memo(TestimonialsView);

/**
 * The home page. Each block loads on its own and fails on its own; the contact
 * is read once and shared by the header links, the chat widget, the custom
 * case link and the contact block.
 */
export default function HomePage() {
  usePageTitle('Servis & Jual Beli HP di Bali');
  const contact = useShopContact();
  // The promo as it was at build time paints with the page; the live read replaces it.
  const promo = useLoad(getPromo, 'promo', useContext(BakedData).promo);
  const testimonials = useLoad(listTestimonials, 'testimoni');
  const aos = useAos([contact, promo, testimonials].every((load) => load.status !== 'loading'));
  const page = useRef<HTMLDivElement>(null);
  const activePromo = promo.status === 'ready' ? promo.data : null;
  const shopUrl = shopLink(contact.status === 'ready' ? contact.data : null, appEnv().shopUrl);

  return (
    <div className="home-page" ref={page}>
      <ContactHeader contact={contact} testimonials={testimonials} />
      {/* Each block under the header fades up as it scrolls into view. */}
      {[
        <PromoBanner key="promo" promo={promo} />,
        <ServicesGrid key="services" shopUrl={shopUrl} />,
        <CustomCaseSection key="custom-case" contact={contact} />,
        <Testimonials key="testimonials" testimonials={testimonials} />,
        <ContactBlock key="contact" contact={contact} />,
      ].map((block) => (
        <div key={block.key} {...aos('fade-up')}>
          {block}
        </div>
      ))}
      <ChatWidget contact={contact} page={page} />
      <PromoPopup
        promo={activePromo}
        chatHref={
          activePromo
            ? chatLink(shopChatNumber(contact), promoChatText(activePromo.judul || 'Promo ONE GADGET'))
            : ''
        }
      />
    </div>
  );
}
