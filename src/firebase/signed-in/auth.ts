// Firebase Auth, imported only by the member and admin areas so public pages never load it.
// initializeAuth with one persistence keeps the popup/redirect code out of the bundle.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { emulatorHost, firebaseApp } from '../app';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  /** The custom claim admin == true: staff who may use /admin (the rules check it too). */
  admin: boolean;
  /** The e-mail's owner opened Auth's verification link (a coupon claim needs it: firestore.rules). */
  emailVerified: boolean;
}

let auth: Auth | undefined;

function memberAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    auth.languageCode = 'id';
    const emu = emulatorHost('auth');
    if (emu) connectAuthEmulator(auth, `http://${emu.host}:${emu.port}`, { disableWarnings: true });
  }
  return auth;
}

/** The user with the admin claim read from the ID token (cached by the SDK; no extra request). */
async function toAuthUser(u: User): Promise<AuthUser> {
  let admin = false;
  try {
    admin = (await u.getIdTokenResult()).claims.admin === true;
  } catch (e) {
    console.warn('The sign-in token could not be read; treated as a member', e);
  }
  return {
    uid: u.uid,
    email: u.email ?? '',
    displayName: u.displayName ?? '',
    admin,
    emailVerified: u.emailVerified,
  };
}

/**
 * Calls back with the signed-in user (or null) now and on every change, token
 * refreshes included (a granted admin claim arrives with the next token);
 * returns unsubscribe. Answers arrive in order even though reading the claim is async.
 */
export function watchAuth(callback: (user: AuthUser | null) => void): () => void {
  let latest = 0;
  return onIdTokenChanged(memberAuth(), (u) => {
    const run = ++latest;
    if (!u) return callback(null);
    void toAuthUser(u).then((user) => run === latest && callback(user));
  });
}

/** The signed-in user once Auth has restored the session (null for a visitor). */
export async function currentAuthUser(): Promise<AuthUser | null> {
  const a = memberAuth();
  await a.authStateReady();
  return a.currentUser ? toAuthUser(a.currentUser) : null;
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const cred = await signInWithEmailAndPassword(memberAuth(), email, password);
  return toAuthUser(cred.user);
}

export async function createAccount(email: string, password: string, displayName: string): Promise<AuthUser> {
  const cred = await createUserWithEmailAndPassword(memberAuth(), email, password);
  await updateProfile(cred.user, { displayName });
  return { ...(await toAuthUser(cred.user)), displayName };
}

export async function setDisplayName(displayName: string): Promise<void> {
  const user = memberAuth().currentUser;
  if (user) await updateProfile(user, { displayName });
}

/**
 * Sends Auth's verification link to the signed-in user's e-mail; the link's page
 * leads back to `continuePath` on this site.
 */
export async function sendVerification(continuePath: string): Promise<void> {
  const user = memberAuth().currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  // Outside a browser (the integration tests) there is no page to come back to.
  const origin = globalThis.location?.origin;
  await sendEmailVerification(user, origin ? { url: `${origin}${continuePath}` } : null);
}

/**
 * Asks Auth again whether the e-mail is verified (the link was opened elsewhere:
 * another tab, the mail app). The fresh token comes first: reload() tells
 * watchAuth's listeners, which enable 'Klaim Kupon' at once, and a claim made
 * before the token carried the verification was refused by the rules (seen in CI).
 */
export async function refreshVerification(): Promise<boolean> {
  const user = memberAuth().currentUser;
  if (!user) return false;
  await user.getIdToken(true);
  await user.reload();
  return user.emailVerified;
}

export function signOutMember(): Promise<void> {
  return signOut(memberAuth());
}

export function sendResetEmail(email: string): Promise<void> {
  return sendPasswordResetEmail(memberAuth(), email);
}

/** Firebase errors carry a code like 'auth/wrong-password'. */
export function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}
