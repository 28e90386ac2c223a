// What the admin's history calls a promo request: in a file of its own, so the
// home page's form, which imports the spec, carries none of it.
import { promoRequest } from './promo-request';

export const promoRequestView = { ...promoRequest, title: 'Pengajuan promo' } as const;

declare module './index' {
  interface Collections {
    promo_request: typeof promoRequestView;
  }
}
