// The admin's areas, as the tab bar (phones) and the side menu (desktop) show them,
// and which area a path belongs to: the page table's admin screens (src/app/pages.ts),
// each with its tab, and those with a menu label as the tabs' links. Pure.
import { matchRoutes } from 'react-router';
import screens from 'virtual:og-pages/admin';
import { schemaOf } from '../catalogue/schema';

const SCREENS = Object.values(screens);

export type Area = NonNullable<(typeof SCREENS)[number]['tab']>;

export interface AreaLink {
  area: Area;
  to: string;
  label: string;
}

/** Every area in the menu's order. Riwayat sits under 'Lainnya' on a phone. */
export const AREAS: readonly AreaLink[] = SCREENS.flatMap((s) =>
  s.tab && s.menu ? [{ area: s.tab, to: s.path, label: s.menu }] : [],
);

/**
 * The area a path is in: its screen's, matched as the admin app's router matches it,
 * but a catalogue address of member content (notifikasi, coupons, reward) is
 * Member's, the active promo Promo's. Null outside the admin or on an unknown path.
 */
export function areaOf(pathname: string): Area | null {
  const screen = matchRoutes(SCREENS, pathname)?.at(-1);
  const area = screen?.route.tab ?? null;
  const collection = screen?.params.collection;
  if (area !== 'katalog' || collection === undefined) return area;
  const schema = schemaOf(safeDecode(collection));
  if (schema?.group === 'member') return 'member';
  if (schema?.collection === 'promo') return 'promo';
  return 'katalog';
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
