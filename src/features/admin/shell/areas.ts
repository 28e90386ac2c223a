// The admin's areas, as the tab bar (phones) and the side menu (desktop) show them,
// and which area a path belongs to: the page table's admin screens (src/app/pages.ts),
// each with its tab, and those with a menu label as the tabs' links. Pure.
import { matchRoutes } from 'react-router';
import screens from 'virtual:og-pages/admin';
import { schemaOf } from '../core/schema';

export type Area = NonNullable<(typeof screens)[number]['tab']>;

export interface AreaLink {
  area: Area;
  to: string;
  label: string;
}

/** The screens' routes, as matchRoutes takes them. */
const ROUTES = [...screens];

/** Every area in the menu's order. Member and Riwayat sit under 'Lainnya' on a phone. */
export const AREAS: readonly AreaLink[] = screens.flatMap((s) =>
  s.tab && s.menu ? [{ area: s.tab, to: s.path, label: s.menu }] : [],
);

/**
 * The area a path is in: its screen's, matched as the admin app's router matches it,
 * but a catalogue address of member content (notifikasi, coupons, reward) is
 * Member's, the active promo Promo's. Null outside the admin or on an unknown path.
 */
export function areaOf(pathname: string): Area | null {
  const screen = matchRoutes(ROUTES, pathname)?.at(-1);
  const area = screen?.route.tab ?? null;
  const collection = screen?.params.collection;
  if (area !== 'katalog' || collection === undefined) return area;
  // The router has decoded it (a malformed escape stays as it is).
  const schema = schemaOf(collection);
  if (schema?.group === 'member') return 'member';
  if (schema?.collection === 'promo') return 'promo';
  return 'katalog';
}

/** On a phone, Member and Riwayat are reached through 'Lainnya': that tab is the one marked. */
export function phoneTabOf(area: Area | null): Area | null {
  return area === 'riwayat' || area === 'member' ? 'lainnya' : area;
}
