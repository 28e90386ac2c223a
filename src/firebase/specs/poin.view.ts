// The points' collections in the registry: the specs are in poin.ts, which a member's
// Reward page imports alone.
import { mutasi, pengaturan, poin } from './poin';

export { mutasi, pengaturan, poin };

declare module './index' {
  interface Collections {
    poin: typeof poin;
    mutasi: typeof mutasi;
    pengaturan: typeof pengaturan;
  }
}
