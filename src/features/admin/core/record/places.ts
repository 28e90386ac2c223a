// Where a collection's screens lead back to. Pure.
import type { CollectionSchema } from '../schema';
import { adminPaths } from '../../../../config/admin-paths';

export interface Place {
  to: string;
  label: string;
}

/** A list's way back: Katalog for the shop's collections, Member for what members see. */
export function listParent(schema: CollectionSchema): Place {
  return schema.group === 'member'
    ? { to: adminPaths.members, label: 'Member' }
    : { to: adminPaths.catalogue, label: 'Katalog' };
}

/**
 * Where a record's screen goes back to, and lands after a save: its list; for a
 * collection of one document, the area that holds it (the active promo: Promo).
 */
export function recordParent(schema: CollectionSchema): Place {
  if (schema.collection === 'promo') return { to: adminPaths.promo, label: 'Promo' };
  if (schema.singleton) return { to: adminPaths.catalogue, label: 'Katalog' };
  return { to: adminPaths.collection(schema.collection), label: schema.title };
}
