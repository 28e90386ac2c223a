import { Record } from '../core/record/RecordPage';
import { schemaOf } from '../core/schema';
import { ScreenHeader } from '../shell/ScreenHeader';
import { PromoTabs } from './PromoTabs';

const PROMO = schemaOf('promo')!;

/** /admin/promo/aktif: the promo the home page shows (promo/promo_aktif), beside the requests. */
export default function PromoActivePage() {
  return (
    <section className="container py-4">
      <ScreenHeader title="Promo" />
      <PromoTabs />
      <Record schema={PROMO} id={PROMO.singleton!} embedded />
    </section>
  );
}
