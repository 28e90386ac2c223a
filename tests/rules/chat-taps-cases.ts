// chat_taps/{day} (docs/chat-taps.md): a visitor adds one to a well-formed day's
// counters, nothing else; only admins read. Each rule once, as in cases.ts.
import {
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  collection,
  where,
  type Firestore,
} from 'firebase/firestore';
import { baliDay } from '../../src/lib/chat-taps';
import type { Case } from './cases';

const DAY = 86_400_000;
const TODAY = baliDay();
const YESTERDAY = baliDay(new Date(Date.now() - DAY));
const TWO_DAYS_AGO = baliDay(new Date(Date.now() - 2 * DAY));
const TOMORROW = baliDay(new Date(Date.now() + DAY));
// A record of the baseline's catalogue (cases.ts): an item is a catalogue record.
const ITEM = 'pricelist:p1';

/**
 * Today's counters as the baseline holds them: at the limits (20 sources, 200
 * items), so a new source or item is refused there, while yesterday's is free.
 */
export const chatTapsBaseline: Record<string, Record<string, unknown>> = {
  [`chat_taps/${TODAY}`]: {
    total: 3,
    kind: { pricelist: 2, widget: 1 },
    source: Object.fromEntries([
      ['direct', 2],
      ['search', 1],
      ...Array.from({ length: 18 }, (_, i) => [`utm-${i}`, 0]),
    ]),
    item: Object.fromEntries([
      [ITEM, { count: 2, name: 'Apple iPhone 15' }],
      ...Array.from({ length: 199 }, (_, i) => [`aksesoris:a${i}`, { count: 0, name: `Aksesoris ${i}` }]),
    ]),
    tap: { kind: 'widget', source: 'search' },
  },
};

interface Tap {
  day?: string;
  kind?: string;
  source?: string;
  item?: string;
  name?: string;
  /** Stored as given instead of the tap's increments (e.g. total: 5). */
  values?: Record<string, unknown>;
  /** Counted under another key than the tap names: [map, key]. */
  countAlso?: [string, string];
  tapOver?: Record<string, unknown>;
}

/**
 * One tap as src/firebase/visitor/chat-tap.ts writes it: `tap` replaced (an item the
 * last tap named goes), the counters +1. A merge, not mergeFields: the SDK puts
 * mergeFields' transformed fields in the update's mask too, which clears each before
 * its increment (a count would start again at 1).
 */
const tap =
  ({
    day = TODAY,
    kind = 'pricelist',
    source = 'direct',
    item,
    name = 'Apple iPhone 15',
    values,
    countAlso,
    tapOver,
  }: Tap) =>
  (db: Firestore) => {
    const data: Record<string, Record<string, unknown>> = {
      tap: { kind, source, item: item ?? deleteField(), ...tapOver },
      kind: { [kind]: increment(1) },
      source: { [source]: increment(1) },
      ...(item ? { item: { [item]: { count: increment(1), name } } } : {}),
    };
    if (countAlso) {
      const [map, key] = countAlso;
      data[map] = { ...data[map], [key]: increment(1) };
    }
    return setDoc(doc(db, `chat_taps/${day}`), { total: increment(1), ...data, ...values }, { merge: true });
  };

export const chatTapCases: Case[] = [
  ['anon', 'adds one tap on an item to today’s counters', 'allow', tap({ item: ITEM })],
  ['anon', 'adds one tap without an item', 'allow', tap({ kind: 'widget' })],
  [
    'anon',
    'starts yesterday’s counters with a tap from a new source (a phone around midnight)',
    'allow',
    tap({
      day: YESTERDAY,
      kind: 'aksesoris',
      source: 'instagram',
      item: 'aksesoris:a1',
      name: 'Case',
    }),
  ],
  ['admin', 'reads a day’s counters', 'allow', (db) => getDoc(doc(db, `chat_taps/${TODAY}`))],
  [
    'admin',
    'reads a month of counters by day',
    'allow',
    (db) => getDocs(query(collection(db, 'chat_taps'), where(documentId(), '>=', TWO_DAYS_AGO))),
  ],
  ['anon', 'reads a day’s counters', 'deny', (db) => getDoc(doc(db, `chat_taps/${TODAY}`))],
  ['alice', 'reads the counters', 'deny', (db) => getDocs(collection(db, 'chat_taps'))],
  ['anon', 'counts a tap on the day before yesterday', 'deny', tap({ day: TWO_DAYS_AGO })],
  ['anon', 'counts a tap on tomorrow', 'deny', tap({ day: TOMORROW })],
  ['anon', 'counts a tap under a day id that is no date', 'deny', tap({ day: 'kemarin' })],
  ['anon', 'adds two to the total', 'deny', tap({ values: { total: 5 } })],
  ['anon', 'sets a new day’s total', 'deny', tap({ day: YESTERDAY, values: { total: 100 } })],
  ['anon', 'lowers a kind’s count', 'deny', tap({ values: { kind: { pricelist: 1 } } })],
  ['anon', 'adds one to a kind the tap does not name', 'deny', tap({ countAlso: ['kind', 'widget'] })],
  ['anon', 'adds one to a source the tap does not name', 'deny', tap({ countAlso: ['source', 'search'] })],
  ['anon', 'counts an unknown kind', 'deny', tap({ kind: 'iklan' })],
  ['anon', 'counts a source that is no short id', 'deny', tap({ day: YESTERDAY, source: 'Google.com' })],
  ['anon', 'adds a 21st source to a day', 'deny', tap({ source: 'tiktok' })],
  [
    'anon',
    'counts a fixed source the day has no room for (made-up campaigns cannot crowd it out)',
    'allow',
    tap({ source: 'referral' }),
  ],
  [
    'anon',
    'counts a campaign in the shared bucket on a day with no room for it',
    'allow',
    tap({ source: 'kampanye-lain' }),
  ],
  [
    'anon',
    'counts an item that is not in the catalogue',
    'deny',
    tap({ day: YESTERDAY, item: 'aksesoris:palsu' }),
  ],
  ['anon', 'adds a 201st item to a day', 'deny', tap({ item: 'aksesoris:baru' })],
  [
    'anon',
    'counts an item of a collection that holds none',
    'deny',
    tap({ day: YESTERDAY, item: 'users:alice' }),
  ],
  ['anon', 'names an item with a name over 80 characters', 'deny', tap({ item: ITEM, name: 'x'.repeat(81) })],
  [
    'anon',
    'adds one to an item the tap does not name',
    'deny',
    tap({ item: ITEM, countAlso: ['item', 'aksesoris:a1'] }),
  ],
  ['anon', 'adds a field to the counters', 'deny', tap({ values: { ip: '10.0.0.1' } })],
  ['anon', 'adds a field to the tap', 'deny', tap({ tapOver: { uid: 'alice' } })],
  ['anon', 'deletes a day’s counters', 'deny', (db) => deleteDoc(doc(db, `chat_taps/${TODAY}`))],
  ['admin', 'deletes a day’s counters', 'deny', (db) => deleteDoc(doc(db, `chat_taps/${TODAY}`))],
];
