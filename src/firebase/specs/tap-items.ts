// The records a chat tap may name (chat_taps' item.<collection:id>): the registry's
// collections marked tapItems. Pages take only the type (a key written as a
// template); the admin reads the keys back to link each to its record.
import { TAP_LIMITS } from '../../lib/chat-taps';
import { TAP_ITEM_COLLECTIONS, type TapItemCollection } from './index';

export { TAP_ITEM_COLLECTIONS, type TapItemCollection } from './index';

/**
 * An item's key in the day's counters: 'aksesoris:charger-usbc-20w'. Pages write it
 * as a template (no code of this file in a page's chunk: the type is all they take);
 * a tap on a record whose id the counters cannot hold is counted without its item.
 */
export type TapItemKey = `${TapItemCollection}:${string}`;

/** 'aksesoris:charger-usbc-20w' → its collection and id; null for a key the counters cannot hold. */
export function parseTapItemKey(key: string): { collection: TapItemCollection; id: string } | null {
  const i = key.indexOf(':');
  const collection = key.slice(0, i) as TapItemCollection;
  const id = key.slice(i + 1);
  return TAP_ITEM_COLLECTIONS.includes(collection) &&
    new RegExp(`^[A-Za-z0-9_-]{1,${TAP_LIMITS.itemId}}$`).test(id)
    ? { collection, id }
    : null;
}
