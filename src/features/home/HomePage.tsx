import { appEnv } from '../../config/env';
import { usePageTitle } from '../../ui/usePageTitle';
import { useLoad } from '../../ui/useLoad';
import { fetchContact, fetchPromo, fetchTestimonials } from './api';
import { useAos } from './aos';
import { ChatWidget } from './ChatWidget';
import { ContactBlock } from './ContactBlock';
import { ContactHeader } from './ContactHeader';
import { shopLink } from './contact';
import { CustomCaseSection } from './CustomCaseSection';
import { PromoBanner } from './PromoBanner';
import { PromoPopup } from './PromoPopup';
import { ServicesGrid } from './ServicesGrid';
import { Testimonials } from './Testimonials';
import './home.scss';

/**
 * SPEC §2 home. Each block loads on its own and fails on its own; the contact
 * is read once and shared by the header links, the chat widget, the custom
 * case link and the contact block.
 */
export default function HomePage() {
  usePageTitle('Servis & Jual Beli HP di Bali');
  const contact = useLoad(fetchContact, 'kontak');
  const promo = useLoad(fetchPromo, 'promo');
  const testimonials = useLoad(fetchTestimonials, 'testimoni');
  const aos = useAos();
  const shopUrl = shopLink(contact.status === 'ready' ? contact.data : null, appEnv().shopUrl);

  return (
    <div className="home-page">
      <ContactHeader contact={contact} onRetry={contact.retry} />
      <div {...aos('fade-up')}>
        <PromoBanner promo={promo} onRetry={promo.retry} />
      </div>
      <div {...aos('fade-up')}>
        <ServicesGrid shopUrl={shopUrl} />
      </div>
      <div {...aos('fade-up')}>
        <CustomCaseSection contact={contact} />
      </div>
      <div {...aos('fade-up')}>
        <Testimonials testimonials={testimonials} onRetry={testimonials.retry} />
      </div>
      <div {...aos('fade-up')}>
        <ContactBlock contact={contact} onRetry={contact.retry} />
      </div>
      <ChatWidget contact={contact} />
      <PromoPopup promo={promo.status === 'ready' ? promo.data : null} />
    </div>
  );
}
