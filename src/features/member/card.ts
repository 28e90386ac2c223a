// The member card: its number is made the first time a member opens it (or needs it
// for a coupon), and kept on the phone, so the card still shows at the counter with
// no signal. Pure logic and the phone's copy; the reads and writes are card-api.ts.
import { MEMBER_NUMBER_PATTERN, newMemberNumber } from '../../lib/till-codes';

/** What the card shows: the member's name and number. */
export interface MemberCard {
  nama: string;
  nomor: string;
}

/** A card as kept on this phone, with when it was last read from the shop. */
export interface SavedCard extends MemberCard {
  disimpan: Date;
}

/** Numbers drawn before giving up: with 90 million numbers, a second taken one in a row is all but impossible. */
export const CARD_TRIES = 5;

/** The number was taken (or the member got a card meanwhile, in another tab): the rules refused the pair. */
export const isRefused = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'permission-denied';

/** A member without a profile (users/{uid}) cannot have a card yet: the rules want one. */
export class NoProfileError extends Error {
  constructor() {
    super('The member has no profile yet, so no card');
    this.name = 'NoProfileError';
  }
}

/**
 * The member's number: the one on their card (`existing`, as read), else a new one claimed with `claim`
 * (the card and the number's document in one batch). A refused claim is a number
 * taken by someone else, or a card made meanwhile in another tab: the card is read
 * again, and if there is still none another number is drawn, up to CARD_TRIES times.
 */
export async function cardNumber(
  existing: string | null,
  read: () => Promise<string | null>,
  claim: (nomor: string) => Promise<void>,
  draw: () => string = newMemberNumber,
): Promise<string> {
  if (existing) return existing;
  let refusal: unknown;
  for (let i = 0; i < CARD_TRIES; i++) {
    const nomor = draw();
    try {
      await claim(nomor);
      return nomor;
    } catch (e) {
      if (!isRefused(e)) throw e;
      refusal = e;
      const made = await read();
      if (made) return made;
    }
  }
  throw refusal instanceof Error ? refusal : new Error('No member number could be claimed');
}

const key = (uid: string) => `og:kartu:${uid}`;

/** The card last shown to this member on this phone; null when none (or not readable). */
export function readSavedCard(uid: string): SavedCard | null {
  try {
    const raw = localStorage.getItem(key(uid));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Record<keyof SavedCard, unknown>>;
    const disimpan = new Date(typeof v.disimpan === 'string' ? v.disimpan : NaN);
    if (typeof v.nomor !== 'string' || !MEMBER_NUMBER_PATTERN.test(v.nomor)) return null;
    return {
      nama: typeof v.nama === 'string' ? v.nama : '',
      nomor: v.nomor,
      disimpan: Number.isNaN(disimpan.getTime()) ? new Date(0) : disimpan,
    };
  } catch {
    return null;
  }
}

export function saveCard(uid: string, card: MemberCard, when: Date = new Date()): void {
  try {
    localStorage.setItem(key(uid), JSON.stringify({ nama: card.nama, nomor: card.nomor, disimpan: when }));
  } catch {
    // Private mode or a full store: the card shows while online all the same.
  }
}
