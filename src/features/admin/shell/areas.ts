// The admin's areas, as the tab bar (phones) and the side menu (desktop) show them,
// and which area a path belongs to. Pure.
import { paths } from '../../../config/paths';
import { schemaOf } from '../catalogue/schema';

export type Area = 'dashboard' | 'servis' | 'katalog' | 'promo' | 'member' | 'riwayat' | 'lainnya';

export interface AreaLink {
  area: Area;
  to: string;
  label: string;
}

/** Every area in the menu's order. Riwayat sits under 'Lainnya' on a phone. */
export const AREAS: readonly AreaLink[] = [
  { area: 'dashboard', to: paths.admin.root, label: 'Dashboard' },
  { area: 'servis', to: paths.admin.repairs, label: 'Servis' },
  { area: 'katalog', to: paths.admin.catalogue, label: 'Katalog' },
  { area: 'promo', to: paths.admin.promo, label: 'Promo' },
  { area: 'member', to: paths.admin.members, label: 'Member' },
  { area: 'riwayat', to: paths.admin.history, label: 'Riwayat' },
  { area: 'lainnya', to: paths.admin.more, label: 'Lainnya' },
];

/**
 * The area a path is in: a catalogue address of member content (notifikasi, coupons,
 * reward) is Member's, the active promo is Promo's. Null for an unknown path.
 */
export function areaOf(pathname: string): Area | null {
  const root = paths.admin.root;
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  const [first = '', second] = pathname.slice(root.length).split('/').filter(Boolean);
  switch (first) {
    case '':
      return 'dashboard';
    case 'servisan':
      return 'servis';
    case 'promo':
      return 'promo';
    case 'member':
      return 'member';
    case 'riwayat':
      return 'riwayat';
    case 'lainnya':
      return 'lainnya';
    case 'katalog': {
      const schema = second === undefined ? undefined : schemaOf(safeDecode(second));
      if (schema?.group === 'member') return 'member';
      if (schema?.collection === 'promo') return 'promo';
      return 'katalog';
    }
    default:
      return null;
  }
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** On a phone, Riwayat is reached through 'Lainnya': that tab is the one marked. */
export function phoneTabOf(area: Area | null): Area | null {
  return area === 'riwayat' ? 'lainnya' : area;
}
