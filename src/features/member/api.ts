// The member area's reads and writes. Member data is never cached: it is
// personal and changes with every claim or save. Firestore Lite sends the
// signed-in member's token because Auth runs on the same Firebase app.
import {
  createAccount,
  refreshVerification,
  sendResetEmail,
  sendVerification,
  setDisplayName,
  signIn,
  signOutMember,
  type AuthUser,
} from '../../firebase/signed-in/auth';
import type { Plain } from '../../firebase/plain';
import { paths } from '../../config/paths';
import type { Coupon, MemberNotification, MemberProfile, Reward } from '../../firebase/types';
import {
  clearPendingProfile,
  NAMA_REQUIRED,
  ProfileNotSavedError,
  readPendingProfile,
  savePendingProfile,
} from './registration';
import type { MemberCard } from './card';

export type MemberUser = AuthUser;

/**
 * Firestore (Lite) and the converters load with the first member read or write,
 * not with the login form (the form needs Auth only). Signing in starts
 * the download, so beranda finds it there.
 */
let firestoreModule: Promise<typeof import('../../firebase/signed-in/lite-db')> | undefined;
/** One import shared by every caller; a failed download is tried again next time. */
const firestore = () =>
  (firestoreModule ??= import('../../firebase/signed-in/lite-db').catch((e: unknown) => {
    firestoreModule = undefined;
    throw e;
  }));
const converters = () =>
  Promise.all([
    import('../../firebase/specs/users.read'),
    import('../../firebase/specs/member-content'),
  ]).then(([profiles, content]) => ({ ...profiles, ...content }));
/** Both, for a read that converts what it gets (profiles and claims; the member content's specs). */
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

/**
 * Signs in, then writes the users/{uid} profile if a registration left it out
 * (name and WhatsApp as typed then, else the Auth display name). A profile that
 * still cannot be written does not keep the member out.
 */
export async function login(email: string, password: string): Promise<MemberUser> {
  void firestore().catch(() => {}); // a head start only; the real read reports failures
  const user = await signIn(email.trim(), password);
  try {
    await ensureProfile(user);
  } catch (e) {
    console.warn('The member profile could not be checked or written; next sign-in tries again.', e);
  }
  return user;
}

async function ensureProfile(user: MemberUser): Promise<void> {
  const path = userPath(user.uid);
  const { getDocById, setDocument } = await firestore();
  if (await getDocById(path)) {
    clearPendingProfile(user.uid);
    return;
  }
  const pending = readPendingProfile(user.uid);
  const nama = (pending?.nama ?? user.displayName).trim();
  // The rules want a name; without one the profile page creates the document on save.
  if (!nama) return;
  await setDocument(path, { nama, noWa: pending?.noWa.trim() ?? '', email: user.email, role: 'member' }, [
    'createdAt',
  ]);
  clearPendingProfile(user.uid);
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
  const noWa = input.whatsapp.trim();
  // Never an account whose profile the rules would refuse.
  if (!nama) throw new Error(NAMA_REQUIRED);
  const db = firestore();
  db.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const user = await createAccount(input.email.trim(), input.password, nama);
  try {
    const { setDocument } = await db;
    await setDocument(
      userPath(user.uid),
      // The rules want the token's e-mail; Auth may have normalised what was typed.
      { nama, noWa, email: user.email, role: 'member' },
      ['createdAt'],
    );
  } catch (e) {
    // The account exists now: registering again would only say the e-mail is taken.
    console.warn('The profile write failed after the account was created; it is retried at sign-in.', e);
    savePendingProfile(user.uid, { nama, noWa });
    await signOutMember().catch(() => {});
    throw new ProfileNotSavedError(user.email);
  }
  // The link is in the inbox by the time a coupon asks for it; a failure here is
  // offered again on the coupons page ('Kirim ulang email').
  await sendVerificationEmail().catch((e: unknown) =>
    console.warn('The verification e-mail could not be sent at registration.', e),
  );
  await signOutMember();
}

/** Auth's verification link to the signed-in member's e-mail, leading back to the coupons. */
export function sendVerificationEmail(): Promise<void> {
  return sendVerification(paths.member.coupons);
}

/** Whether the member has opened the link since (checked with Auth, not the cached token). */
export function checkEmailVerified(): Promise<boolean> {
  return refreshVerification();
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

/** Coupons a member can take now: aktif true and their last day not over, in code order. */
export async function listActiveCoupons(): Promise<Coupon[]> {
  // The end-date check (and its dates) loads with the coupons, not with the login form.
  const [[{ listDocs }, { toCoupon }], { openCoupons }] = await Promise.all([reading(), import('./coupons')]);
  const docs = await listDocs('coupons', { where: [['aktif', '==', true]] });
  return openCoupons(
    docs.map(toCoupon).filter((c) => c.aktif),
    new Date(),
  ).sort((a, b) => a.kode.localeCompare(b.kode));
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

/**
 * The member's card: their name and number. A member without a card yet (every
 * member before cards existed) gets one now: a new number, claimed with the card in
 * one batch. What was read is kept on this phone (saveCard) for when there is no signal.
 */
export async function getMemberCard(user: MemberUser): Promise<MemberCard> {
  const [[{ getDocById, setTogether }, { toMemberProfile }], { cardNumber, NoProfileError, saveCard }] =
    await Promise.all([reading(), import('./card')]);
  const cardPath = `kartu/${user.uid}`;
  const readNumber = async () => {
    const nomor = (await getDocById(cardPath))?.data.nomor;
    return typeof nomor === 'string' && nomor ? nomor : null;
  };
  const [existing, profile] = await Promise.all([readNumber(), getDocById(userPath(user.uid))]);
  if (!existing && !profile) throw new NoProfileError();
  const nomor = await cardNumber(existing, readNumber, (n) =>
    setTogether([
      { path: cardPath, data: { nomor: n }, serverTimeFields: ['waktu'] },
      { path: `nomor_member/${n}`, data: { uid: user.uid }, serverTimeFields: ['waktu'] },
    ]),
  );
  const card = { nama: (profile ? toMemberProfile(profile).nama : '') || user.displayName, nomor };
  saveCard(user.uid, card);
  return card;
}

/** The owner's points rate (Rupiah per point), or null before one is set. */
export async function getPointsRate(): Promise<number | null> {
  const { getDocById } = await firestore();
  const rate = (await getDocById('pengaturan/poin'))?.data.rupiahPerPoin;
  return typeof rate === 'number' && rate > 0 ? rate : null;
}
