// The member area's reads and writes. Member data is never cached: it is
// personal and changes with every claim or save. Firestore Lite sends the
// signed-in member's token because Auth runs on the same Firebase app.
import {
  createAccount,
  sendResetEmail,
  setDisplayName,
  signIn,
  signOutMember,
  type AuthUser,
} from '../../firebase/auth';
import type { Plain } from '../../firebase/plain';
import type { Coupon, MemberNotification, MemberProfile, Reward } from '../../firebase/types';

export type MemberUser = AuthUser;

/**
 * Firestore (Lite) and the converters load with the first member read or write,
 * not with the login form (the form needs Auth only). Signing in starts
 * the download, so beranda finds it there.
 */
const firestore = () => import('../../firebase/public-db');
const converters = () => import('../../firebase/converters');
/** Both, for a read that converts what it gets. */
const reading = () => Promise.all([firestore(), converters()]);

export interface Registration {
  nama: string;
  whatsapp: string;
  email: string;
  password: string;
}

export interface ProfileInput {
  nama: string;
  whatsapp: string;
}

export function login(email: string, password: string): Promise<MemberUser> {
  void firestore().catch(() => {}); // a head start only; the real read reports failures
  return signIn(email.trim(), password);
}

export function logout(): Promise<void> {
  return signOutMember();
}

export function resetPassword(email: string): Promise<void> {
  return sendResetEmail(email.trim());
}

const userPath = (uid: string) => `users/${uid}`;

/**
 * Creates the account and its users/{uid} profile, then signs out again so the
 * member logs in with the new password (then 'Registrasi berhasil. Silakan login.').
 */
export async function register(input: Registration): Promise<void> {
  const nama = input.nama.trim();
  const db = firestore();
  db.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const user = await createAccount(input.email.trim(), input.password, nama);
  try {
    const { setDocument } = await db;
    await setDocument(
      userPath(user.uid),
      // The rules want the token's e-mail; Auth may have normalised what was typed.
      { nama, noWa: input.whatsapp.trim(), email: user.email, role: 'member' },
      ['createdAt'],
    );
  } finally {
    await signOutMember();
  }
}

export async function getProfile(uid: string): Promise<MemberProfile | null> {
  const [{ getDocById }, { toMemberProfile }] = await reading();
  const doc = await getDocById(userPath(uid));
  return doc ? toMemberProfile(doc) : null;
}

/**
 * Saves nama, whatsapp and the unchanged e-mail (the rules refuse an e-mail change)
 * and the Auth display name. An account registered before profiles existed gets
 * its users document first, the way registration makes it.
 */
export async function saveProfile(user: MemberUser, input: ProfileInput): Promise<void> {
  const path = userPath(user.uid);
  const nama = input.nama.trim();
  const whatsapp = input.whatsapp.trim();
  const { getDocById, setDocument, updateDocument } = await firestore();
  const existing = await getDocById(path);
  if (!existing) {
    await setDocument(path, { nama, noWa: whatsapp, email: user.email, role: 'member' }, ['createdAt']);
  }
  const stored = existing?.data ?? { email: user.email, noWa: whatsapp };
  const update: Plain = { nama, whatsapp };
  if (typeof stored.email === 'string') update.email = stored.email;
  // Keep the registration spelling in step, so clearing the number really clears it.
  if ('noWa' in stored) update.noWa = whatsapp;
  await updateDocument(path, update);
  await setDisplayName(nama);
}

export async function listRewards(): Promise<Reward[]> {
  const [{ listDocs }, { toReward }] = await reading();
  return (await listDocs('reward')).map(toReward);
}

/** Coupons with aktif true, in code order. */
export async function listActiveCoupons(): Promise<Coupon[]> {
  const [{ listDocs }, { toCoupon }] = await reading();
  const docs = await listDocs('coupons', { where: [['aktif', '==', true]] });
  return docs
    .map(toCoupon)
    .filter((c) => c.aktif)
    .sort((a, b) => a.kode.localeCompare(b.kode));
}

/** Ids of the coupons this member has claimed. */
export async function listClaimedCouponIds(uid: string): Promise<string[]> {
  const [{ listDocs }, { toCouponClaim }] = await reading();
  return (await listDocs(`${userPath(uid)}/kupon`)).map(toCouponClaim).map((c) => c.couponId);
}

/** Claims a coupon once: 'exists' when this member already had it (another tab, a double click). */
export async function claimCoupon(uid: string, couponId: string): Promise<'created' | 'exists'> {
  const path = `${userPath(uid)}/kupon/${couponId}`;
  const { createOnce, getDocById } = await firestore();
  try {
    return await createOnce(path, { status: 'diklaim' }, ['waktu']);
  } catch (e) {
    // Two claims racing: the loser's write is an update, which the rules refuse.
    if (await getDocById(path).catch(() => null)) return 'exists';
    throw e;
  }
}

/** One read of every notification (the member home's "new" count). */
export async function listNotifications(): Promise<MemberNotification[]> {
  const [{ listDocs }, { toNotification }] = await reading();
  return (await listDocs('notifikasi')).map(toNotification);
}
