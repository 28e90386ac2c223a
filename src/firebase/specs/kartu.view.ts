// The member card's collections in the registry: the specs are in kartu.ts, which the
// member's card page imports alone.
import { kartu, nomorMember } from './kartu';

export { kartu, nomorMember };

declare module './index' {
  interface Collections {
    kartu: typeof kartu;
    nomor_member: typeof nomorMember;
  }
}
