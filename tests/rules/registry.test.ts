// The collection registry (src/firebase/specs) and the hand-written rules describe
// the same documents. For every collection the app reads or writes — the catalogue
// and member content, tickets and their private numbers, promo requests, profiles
// and claims, chat taps, the history — firestore.rules must allow exactly the
// registry's fields, each of its kind within its limits, and storage.rules the
// registry's image folders. The registry holds each fact; this fails when a rules
// line drifts from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX } from '../../src/config/limits';
import {
  IMAGE_FOLDERS,
  RECORDS,
  REGISTRY,
  collection,
  type FieldSpec,
  type RecordSpec,
} from '../../src/firebase/specs';
import { LIST_NAMES, LISTS } from '../../src/firebase/lists';
import { pricelist } from '../../src/firebase/specs/pricelist';
import { REPAIR_MESSAGE_MARKS } from '../../src/firebase/specs/pesan-servis';
import { promoRequest } from '../../src/firebase/specs/promo-request';
import { servisan, WARRANTY_DAYS_MAX } from '../../src/firebase/specs/servisan';
import { TAP_ITEM_COLLECTIONS } from '../../src/firebase/specs/tap-items';
import { tukarTambah } from '../../src/firebase/specs/tukar-tambah';
import { TAP_SOURCES } from '../../src/lib/chat-taps';
import { unknownPlaceholders } from '../../src/lib/message-template';
import {
  balanced,
  flat,
  functionBody,
  mismatches,
  quoted,
  recordMismatches,
  type RecordRules,
} from './spec-rules';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
const rules = read('firestore.rules');
const storage = read('storage.rules');

/** Where firestore.rules writes each stored collection's checks (a match block, the functions it calls). */
function whereIn(text: string): Record<string, RecordRules> {
  const fn = (...names: string[]) => names.map((n) => functionBody(text, n)).join('\n');
  const match = (path: string) => balanced(text, `match ${path} {`);
  const users = match('/users/{uid}');
  const points = match('/poin/{uid}');
  return {
    servisan: {
      // The earlier answers' log (riwayatPersetujuan) is checked where a new quote writes it.
      block: fn('validRepair', 'repairFields', 'quoteLog', 'paidAtTill') + match('/servisan/{code}'),
      of: {
        itemList: fn('repairItems', 'repairItem'),
        persetujuanItemList: fn('repairItems', 'repairItem'),
        historyPerbaikan: fn('repairHistory', 'repairLine'),
      },
    },
    servisan_private: { block: fn('validRepairContact') + match('/servisan_private/{code}') },
    promo_request: { block: match('/promo_request/{id}') },
    users: { block: users.slice(0, users.indexOf('match /kupon/')) },
    kupon: { block: match('/kupon/{couponId}') + fn('redeemsClaim', 'returnsClaim') },
    chat_taps: { block: fn('countsOneTap') + match('/chat_taps/{day}'), of: { item: fn('tapItem') } },
    riwayat: { block: match('/riwayat/{entry}') + fn('historyItems') },
    tukar_tambah: { block: fn('validLead', 'resendsLead', 'leadSale') + match('/tukar_tambah/{id}') },
    tukar_tambah_ref: { block: match('/tukar_tambah_ref/{ref}') },
    daftar: { block: match('/daftar/{list}') },
    penjualan: {
      block: fn('validSale', 'saleCoupon', 'salePointsEntry') + match('/penjualan/{id}'),
      of: { barang: fn('saleItems', 'saleItem') },
    },
    penjualan_batal: { block: fn('validSaleReversal') + match('/penjualan_batal/{id}') },
    poin: { block: fn('pointsStep') + points.slice(0, points.indexOf('match /mutasi/')) },
    mutasi: { block: fn('pointsEntry', 'pointsSale', 'pointsReward') + match('/mutasi/{n}') },
    pengaturan: { block: match('/pengaturan/{id}') },
    kartu: { block: fn('cardHolder') + match('/kartu/{uid}') },
    nomor_member: { block: match('/nomor_member/{nomor}') },
  };
}

const WHERE = whereIn(rules);
const stored = (s: RecordSpec): [string, RecordSpec] => [s.collection, s];

describe('firestore.rules hold each collection to its registry entry', () => {
  it.each(REGISTRY.map((s) => [s.collection, s] as const))('%s (admin catalogue)', (_name, spec) => {
    expect(mismatches(rules, spec)).toEqual([]);
  });

  it.each(RECORDS.map(stored))('%s', (name, spec) => {
    const where = WHERE[name];
    expect(where, `the test knows where ${name}'s rules are`).toBeDefined();
    expect(recordMismatches(where!, spec)).toEqual([]);
  });

  it('and no collection has rules without an entry', () => {
    const known: string[] = [...REGISTRY, ...RECORDS].map((s) => s.collection);
    const matched = [...rules.matchAll(/match \/(\w+)\/\{/g)]
      .map((m) => m[1]!)
      .filter((c) => c !== 'databases');
    expect(matched.filter((c) => !known.includes(c))).toEqual([]);
    expect(RECORDS.map((s) => s.collection).filter((c) => !matched.includes(c))).toEqual([]);
  });
});

describe('the lists firestore.rules keep are the registry’s', () => {
  const listIn = (fn: string) => quoted(flat(balanced(rules, `function ${fn}(collection) {`)));
  it('catalogue (isShopContent) and member content (isMemberContent)', () => {
    expect(listIn('isShopContent').sort()).toEqual(
      REGISTRY.filter((s) => s.group !== 'member')
        .map((s) => s.collection)
        .sort(),
    );
    expect(listIn('isMemberContent').sort()).toEqual(
      REGISTRY.filter((s) => s.group === 'member')
        .map((s) => s.collection)
        .sort(),
    );
  });

  it('the collections a history entry may record', () => {
    const entry = flat(WHERE.riwayat!.block);
    const others = /\|\| request\.resource\.data\.collection in \[([^\]]*)\]/.exec(entry)?.[1];
    expect(entry).toContain('isShopContent(request.resource.data.collection)');
    expect(entry).toContain('isMemberContent(request.resource.data.collection)');
    expect(quoted(others ?? '').sort()).toEqual(
      RECORDS.filter((s) => 'recorded' in s && s.recorded)
        .map((s) => s.collection)
        .sort(),
    );
  });

  it('the chat sources a day always counts (TAP_SOURCES)', () => {
    const body = functionBody(rules, 'countsOneTap');
    expect(quoted(/t\.source in \[([^\]]*)\]/.exec(body)?.[1] ?? '')).toEqual(Object.keys(TAP_SOURCES));
  });

  it('the records a chat tap may name (tapItems)', () => {
    const item = functionBody(rules, 'tapItem');
    expect(/key\.matches\('\(([^)]*)\):/.exec(item)?.[1]?.split('|')).toEqual([...TAP_ITEM_COLLECTIONS]);
  });

  it('the marks a repair message may hold (REPAIR_MESSAGE_MARKS), read as the form reads them', () => {
    // The rules string's escapes undone: what the regex engine reads.
    const pattern = (/'([^']*)'/.exec(functionBody(rules, 'repairMarks'))?.[1] ?? '').replace(/\\(.)/g, '$1');
    expect(/\(([a-z|]+)\)/.exec(pattern)?.[1]?.split('|')).toEqual([...REPAIR_MESSAGE_MARKS]);
    // Rules match the whole text, as ^…$ does here.
    const whole = new RegExp(`^(?:${pattern})$`);
    for (const text of [
      'Halo {nama}, {perangkat} siap. {link}',
      '{{nama}}',
      '{a{nama}}',
      'kurung } dan { lepas',
      'akhir {',
      '{harga}',
      '{Nama}',
      '{}',
      '{a{b}',
      '{nama}{x}',
      'baris\n{total}\n{status}',
    ])
      expect([text, whole.test(text)]).toEqual([
        text,
        unknownPlaceholders(text, REPAIR_MESSAGE_MARKS).length === 0,
      ]);
  });

  it("the numbers: AMOUNT_MAX, or a bound of the registry's (a percent discount, a rating)", () => {
    const fields: readonly FieldSpec[] = REGISTRY.flatMap((s): readonly FieldSpec[] => s.fields);
    // A ticket's days of warranty is a record's bound.
    const records = RECORDS.flatMap((s): readonly RecordSpec['fields'][number][] => s.fields).map(
      (f) => f.max,
    );
    const bounds = [...fields.flatMap((f) => [f.max, f.maxWhen?.max]), ...records];
    const maxima = [...rules.matchAll(/(?:number|whole)\([^,]+, \d+, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(maxima.length).toBeGreaterThan(10);
    expect(maxima.filter((max) => max !== AMOUNT_MAX && !bounds.includes(max))).toEqual([]);
  });

  it("a ticket's stored warranty end lies at most the longest warranty (WARRANTY_DAYS_MAX) ahead", () => {
    const body = flat(functionBody(rules, 'validRepair'));
    expect(body).toContain(`d.garansiSampai <= request.time + duration.value(${WARRANTY_DAYS_MAX}, 'd')`);
  });
});

/** storage.rules' siteFolder list. */
const siteFolders = (text: string) =>
  quoted(/function siteFolder\(folder\) \{\s*return folder in \[([^\]]*)\];/.exec(text)?.[1] ?? '');

describe('storage.rules take images in the registry’s folders', () => {
  it('one per collection with an image field, named after it', () => {
    expect(siteFolders(storage).sort()).toEqual([...IMAGE_FOLDERS].sort());
  });
});

describe('the comparison notices', () => {
  it('a catalogue field the rules do not know', () => {
    const withField = collection({
      ...pricelist,
      fields: [...pricelist.fields, { name: 'garansi', label: 'Garansi', type: 'text', maxLength: 100 }],
    });
    expect(mismatches(rules, withField)).toEqual([
      'fields() lacks garansi',
      "garansi: no optionalText(d, 'garansi', 100)",
    ]);
  });

  it('a catalogue limit that differs, a field left in the rules, a kind that changed', () => {
    const drifted = rules
      .replace('text(d.brand, 1, 60)', 'text(d.brand, 1, 80)')
      .replace("fields(['brand',", "fields(['brand', 'lama',")
      .replace('number(d.stok, 0, 100000000000)', 'whole(d.stok, 0, 100000000000)');
    expect(mismatches(drifted, pricelist)).toEqual([
      'fields() allows lama, not in the spec',
      'brand: no text(d.brand, 1, 60)',
      'stok: no number(d.stok, 0, 100000000000)',
    ]);
  });

  it('a collection without a branch', () => {
    expect(mismatches(rules, { collection: 'baru', fields: [] })).toEqual(['no branch for baru']);
  });

  it("a stored collection's limit, pattern, key or row count that drifted", () => {
    const drifted = whereIn(
      rules
        .replace('text(request.resource.data.pesan, 1, 1000)', 'text(request.resource.data.pesan, 1, 2000)')
        .replace(
          "request.resource.data.whatsapp.matches('^[0-9 +()-]{6,20}$')",
          "request.resource.data.whatsapp.matches('^[0-9]{6,20}$')",
        )
        .replace("'pesan', 'timestamp'])\n", "'pesan', 'timestamp', 'kota'])\n")
        .replace("optionalText(d, 'garansi', 200)", "optionalText(d, 'garansi', 250)")
        .replace('(n < 10 || repairItem(l[9]))', 'true'),
    );
    expect(recordMismatches(drifted.promo_request!, promoRequest)).toEqual([
      'the rules allow kota, not in the registry',
      'whatsapp: not matched against ^[0-9 +()-]{6,20}$',
      'pesan: rules allow 2000 characters, the registry 1000',
    ]);
    expect(recordMismatches(drifted.servisan!, servisan)).toEqual([
      'garansi: rules allow 250 characters, the registry 200',
      'itemList: not every row is checked',
      // The answer's copy of the items is held by the same rows check.
      'persetujuanItemList: not every row is checked',
    ]);
  });

  it("a lead's resend that may change more than its answers", () => {
    const drifted = whereIn(
      rules.replace(
        "hasOnly(['jawaban', 'dilewati', 'nilaiMin', 'nilaiMax', 'kirimUlang'])",
        "hasOnly(['jawaban', 'dilewati', 'nilaiMin', 'nilaiMax', 'kirimUlang', 'whatsapp'])",
      ),
    );
    expect(recordMismatches(drifted.tukar_tambah!, tukarTambah)).toEqual([
      'an update may change dilewati, jawaban, kirimUlang, nilaiMax, nilaiMin, whatsapp, the registry jumlah, penjualan, status',
      'no resend changes exactly dilewati, jawaban, kirimUlang, nilaiMax, nilaiMin',
    ]);
  });

  it('a stored field the rules do not check', () => {
    const withField = {
      ...promoRequest,
      fields: [...promoRequest.fields, { name: 'kota', label: 'Kota', type: 'text', maxLength: 60 } as const],
    };
    expect(recordMismatches(WHERE.promo_request!, withField)).toEqual([
      'no key list allows kota',
      expect.stringMatching(/^no create takes exactly/),
      expect.stringMatching(/^an update may change status, the registry kota, status/),
      'kota: no text check',
    ]);
  });

  it('an image folder storage.rules lacks', () => {
    const fewer = storage.replace("'promo', ", '');
    expect(siteFolders(fewer).sort()).not.toEqual([...IMAGE_FOLDERS].sort());
  });
});

describe('firestore.rules name the visitor lists of src/firebase/lists.ts', () => {
  it('every list, each part an id the rules take', () => {
    const block = balanced(rules, 'match /daftar/{list} {');
    const patterns = [...block.matchAll(/list\.matches\('\(([^)]*)\)-\[0-9\]'\)/g)].map((m) => m[1]!);
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) expect(p.split('|').sort()).toEqual([...LIST_NAMES].sort());
    for (const name of LIST_NAMES) expect(LISTS[name].parts).toBeLessThanOrEqual(10);
  });
});
