// The registry's entries for repair tickets, which servisan.ts describes (the admin's
// ticket screens import that file; the registry finds this one).
import { servisan, servisanPrivate } from './servisan';

export { servisan, servisanPrivate };

declare module './index' {
  interface Collections {
    servisan: typeof servisan;
    servisan_private: typeof servisanPrivate;
  }
}
