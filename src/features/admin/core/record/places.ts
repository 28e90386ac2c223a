// Where a collection's screens lead back to. Pure.
import { paths } from '../../../../config/paths';
import type { CollectionSchema } from '../schema';

export interface Place {
  to: string;
  label: string;
}

/** A list's way back: Katalog for the shop's collections, Member for what members see. */
export function listParent(schema: CollectionSchema): Place {
  return schema.group === 'member'
    ? { to: paths.admin.members, label: 'Member' }
    : { to: paths.admin.catalogue, label: 'Katalog' };
}

/**
 * Where a record's screen goes back to, and lands after a save: its list; for a
 * collection of one document, the area that holds it (the active promo: Promo).
 */
export function recordParent(schema: CollectionSchema): Place {
  if (schema.collection === 'promo') return { to: paths.admin.promo, label: 'Promo' };
  if (schema.singleton) return { to: paths.admin.catalogue, label: 'Katalog' };
  return { to: paths.admin.collection(schema.collection), label: schema.title };
}
