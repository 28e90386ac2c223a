// chat_taps/{day}: taps on the site's chat links, counted anonymously, one
// document a day (lib/chat-taps.ts holds the page's vocabulary and limits, which
// the visitor's listener needs without this registry). firestore.rules' countsOneTap
// and tapItem hold the same.
import { TAP_KINDS, TAP_LIMITS } from '../../lib/chat-taps';
import { records } from './records';

export const chatTaps = records({
  collection: 'chat_taps',
  fields: [
    { name: 'total', label: 'Total', type: 'number', min: 0 },
    { name: 'kind', label: 'Tempat', type: 'map', options: TAP_KINDS },
    {
      name: 'source',
      label: 'Sumber',
      type: 'map',
      maxItems: TAP_LIMITS.sources,
      keyMaxLength: TAP_LIMITS.sourceId,
    },
    {
      name: 'item',
      label: 'Item',
      type: 'map',
      maxItems: TAP_LIMITS.items,
      keyMaxLength: TAP_LIMITS.itemId,
      of: [
        { name: 'count', label: 'Jumlah', type: 'number', min: 0 },
        { name: 'name', label: 'Nama', type: 'text', required: true, maxLength: TAP_LIMITS.itemName },
      ],
    },
    // The latest tap's keys: rules cannot find the one key a map's diff changed.
    { name: 'tap', label: 'Ketukan terakhir', type: 'map' },
  ],
});

declare module './index' {
  interface Collections {
    chat_taps: typeof chatTaps;
  }
}
