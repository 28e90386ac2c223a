// What a collection's documents hold, field by field: one line per field says its
// stored name, what the admin form calls it, its kind and its limits. The record
// type (InferRecord, here), the converter (read.ts), the admin form, list and
// validation (features/admin/core) all come from it; firestore.rules and
// storage.rules are written by hand and tests/rules/registry.test.ts holds them to
// these lines.
export type FieldType = 'text' | 'longtext' | 'number' | 'choice' | 'list' | 'lines' | 'image' | 'yesno';

export interface FieldSpec {
  /** The stored name: a contract with the shop's existing documents. */
  readonly name: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required?: boolean;
  /** Text: most characters. */
  readonly maxLength?: number;
  /** Number: the smallest allowed (0 for prices and stock). */
  readonly min?: number;
  /** Number: the largest allowed. */
  readonly max?: number;
  /** Number: whole numbers only; read rounded and held within min–max. */
  readonly whole?: boolean;
  /** Number: a lower largest value when another field holds a value (a percent discount ≤ 100). */
  readonly maxWhen?: { readonly field: string; readonly equals: string; readonly max: number };
  /** Number: Rupiah or a percent by what another field holds (a coupon's tipe). */
  readonly unitBy?: { readonly field: string; readonly money: string; readonly percent: string };
  /** Choice: the values the public pages know. */
  readonly options?: readonly string[];
  /** Choice: what the admin reads for each stored value (hp → iPhone); the value when missing. */
  readonly optionLabels?: Readonly<Record<string, string>>;
  readonly hint?: string;
  /** The record's name for a stored name the app does not use as is (nilai_tukar → nilaiTukar). */
  readonly key?: string;
  /** What the record holds when the document has no text here (a placeholder photo, 'Lainnya'). */
  readonly orElse?: string;
  /** The record holds the document's id when the document has no text here (a coupon's kode). */
  readonly orId?: true;
  /** Text read as stored, its spaces and blank lines kept (an article's paragraphs). */
  readonly untrimmed?: true;
  /** Text: the {marks} it may hold (a message template's); the form refuses any other. */
  readonly placeholders?: readonly string[];
  /**
   * Text: chosen from another collection's records by one of their fields (a
   * deduction's phone, from kalkulator_hp_lama's names); `empty` names the blank choice.
   */
  readonly namesFrom?: { readonly collection: string; readonly field: string; readonly empty: string };
  /** Text: a calendar day as a date input writes it ('2026-12-31'), or '' for none. */
  readonly day?: true;
}

export interface CollectionSpec {
  readonly collection: string;
  /** The form's fields, in the form's order. */
  readonly fields: readonly FieldSpec[];
  /** A date the server sets when a document is created (not a form field). */
  readonly createdAtField?: string;
  /**
   * The record also keeps that date as the shop once typed it (`<field>Text`):
   * older documents hold text that does not always read as a date.
   */
  readonly createdAtText?: true;
  /** A collection of one document with this id (kontak/aktif): its record has no id. */
  readonly singleton?: string;
  /**
   * A visitor's read keeps its last known copy, served when the network fails: the
   * catalogue a customer checks with no signal, and the contact its chat links use.
   * Only where the page says how old the copy is ('Offline', ui/OfflineNotice.tsx).
   */
  readonly offline?: true;
  /** A chat tap may name one of its records (chat_taps' item): the admin links each to it. */
  readonly tapItems?: true;
}

/**
 * How the admin shows a collection: the list's heading, columns and search. It
 * sits beside the collection's spec in its registry file, as its own export, so a
 * visitor's page (which imports the spec) leaves it out of its script.
 */
export interface AdminView<S extends CollectionSpec = CollectionSpec> {
  /** The list's heading: 'Pricelist HP & Laptop'. */
  readonly title: string;
  /** A record's name in a sentence: 'item', 'aksesoris'. */
  readonly noun: string;
  /** Fields shown as list columns, in order; the first names the row. */
  readonly columns: readonly FieldName<S>[];
  /** Fields the list's search looks in. */
  readonly search: readonly FieldName<S>[];
  /** 'katalog' (prices and stock), 'konten' (what the pages say) or 'member' (what members see). */
  readonly group: 'katalog' | 'konten' | 'member';
  /** Its place in the admin's lists (the menu, the dashboard's stock counts): lower first. */
  readonly order: number;
  /**
   * The list's order when not by its first column: newest first by this date field
   * (set by the server on creation), each row dated with `label` ('Dikirim').
   */
  readonly newestFirst?: { readonly field: S['createdAtField'] & string; readonly label: string };
  /** A new record's words where 'Tambah …' and 'Simpan' would mislead: a notification is sent. */
  readonly create?: {
    readonly title: string;
    readonly submit: string;
    readonly done: string;
    readonly lead: string;
  };
  /** How the history names a record when not by its first column. */
  readonly recordName?: RecordName<S>;
}

/**
 * A record by the name people know it by: some of its fields joined (by a space
 * unless `separator` says otherwise), after its id with `withId`; or one fixed text
 * for a one-document collection.
 */
export type RecordName<S extends CollectionSpec = CollectionSpec> =
  | { readonly fields: readonly FieldName<S>[]; readonly separator?: string; readonly withId?: true }
  | { readonly text: string };

/** A collection the admin manages in its catalogue: its spec and its view, as one. */
export type CollectionSchema = CollectionSpec & AdminView;

/**
 * The kinds a collection outside the catalogue also holds: the server's time
 * ('time'), a date or the text an older document kept ('date'), rows of fields
 * ('rows': a ticket's costs), dated lines ('log': a ticket's history), counters
 * or entries by key ('map'), and who signed in ('signer': their uid or e-mail).
 */
export type StoredType = FieldType | 'time' | 'date' | 'rows' | 'log' | 'map' | 'signer';

/** A field of a collection the app's own screens write (tickets, requests, profiles, counters, history). */
export interface StoredField extends Omit<FieldSpec, 'type'> {
  readonly type: StoredType;
  /** Text: fewest characters (a WhatsApp number's 6). */
  readonly minLength?: number;
  /** Text: what it must look like when not empty. */
  readonly pattern?: RegExp;
  /** Older documents may lack it: the rules check it only when present. */
  readonly mayLack?: true;
  /** Not written when the document is created: a later write sets it (an admin's status). */
  readonly later?: true;
  /** Written once, when the document is created; no later write changes it. */
  readonly once?: true;
  /** Changed only by its sender sending it again (a trade-in lead's corrected answers), never by an admin. */
  readonly resend?: true;
  /** Written by another screen or the server, not by the collection's form (a ticket's status). */
  readonly notInForm?: true;
  /** Rows, lines, a list or a map: at most this many. */
  readonly maxItems?: number;
  /** A map's keys: most characters. */
  readonly keyMaxLength?: number;
  /** Rows and lines: each one's fields; a map: each entry's. */
  readonly of?: readonly StoredField[];
}

/** A collection outside the admin's catalogue: tickets, promo requests, profiles, claims, counters, history. */
export interface RecordSpec {
  readonly collection: string;
  /** Where its documents live when not at the root: 'users/{uid}' for a member's claims. */
  readonly parent?: string;
  readonly fields: readonly StoredField[];
  /** Admin writes to it carry their riwayat entry (firestore.rules: recordsHistory). */
  readonly recorded?: true;
  /** What the history calls it ('Tiket servis'): admin screens only. */
  readonly title?: string;
  /** How the history names one of its records. */
  readonly recordName?: RecordName;
}

/** A spec holding a field like F (a name, a kind): `Holding<Entry, { type: 'image' }>`. */
export type Holding<S, F> = S extends { fields: readonly (infer X)[] }
  ? [Extract<X, F>] extends [never]
    ? never
    : S
  : never;

/** What a field reads as: text trimmed, numbers as numbers, lists as lists, dates as dates. */
type ValueOf<F extends { readonly type: StoredType }> = F['type'] extends 'number'
  ? number
  : F['type'] extends 'list' | 'lines' | 'log'
    ? string[]
    : F['type'] extends 'yesno'
      ? boolean
      : F['type'] extends 'time' | 'date'
        ? Date | null
        : F['type'] extends 'rows'
          ? F extends { readonly of: readonly (infer R extends StoredField)[] }
            ? StoredFields<R>[]
            : never
          : F['type'] extends 'map'
            ? Record<string, unknown>
            : string;

type KeyOf<F extends { readonly name: string }> = F extends { key: infer K extends string } ? K : F['name'];

type CreatedAt<S extends CollectionSpec> = S extends { createdAtField: infer C extends string }
  ? { [K in C]: Date | null } & (S extends { createdAtText: true } ? { [K in `${C}Text`]: string } : unknown)
  : unknown;

type Flat<T> = { [K in keyof T]: T[K] };

/** A document's fields as the app reads them: text trimmed, numbers as numbers, lists as lists. */
export type InferFields<S extends CollectionSpec> = Flat<
  { [F in S['fields'][number] as KeyOf<F>]: ValueOf<F> } & CreatedAt<S>
>;

/** A record: its fields and, unless the collection is one document, the document's id. */
export type InferRecord<S extends CollectionSpec> = S extends { singleton: string }
  ? InferFields<S>
  : Flat<{ id: string } & InferFields<S>>;

/** A spec's stored field names. */
export type FieldName<S extends CollectionSpec> = S['fields'][number]['name'];

/**
 * A stored document's fields as the app reads them (a ticket's, a profile's): a
 * 'date' field also keeps the text an older document held (`<name>Text`), a log
 * its lines, rows their fields.
 */
type StoredFields<F extends StoredField> = Flat<
  { [X in F as KeyOf<X>]: ValueOf<X> } & {
    [X in F as X extends { type: 'date' } ? `${KeyOf<X>}Text` : never]: string;
  }
>;

/** A stored collection's fields as its reader returns them (the id under the reader's own name). */
export type InferStored<S extends RecordSpec> = StoredFields<S['fields'][number]>;
