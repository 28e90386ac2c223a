// Firebase Auth, imported only by the member area so public pages never load it.
// initializeAuth with one persistence keeps the popup/redirect code out of the bundle.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { emulatorHost, firebaseApp } from './app';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
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

const toAuthUser = (u: User): AuthUser => ({
  uid: u.uid,
  email: u.email ?? '',
  displayName: u.displayName ?? '',
});

/** Calls back with the signed-in user (or null) now and on every change; returns unsubscribe. */
export function watchAuth(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(memberAuth(), (u) => callback(u ? toAuthUser(u) : null));
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const cred = await signInWithEmailAndPassword(memberAuth(), email, password);
  return toAuthUser(cred.user);
}

export async function createAccount(email: string, password: string, displayName: string): Promise<AuthUser> {
  const cred = await createUserWithEmailAndPassword(memberAuth(), email, password);
  await updateProfile(cred.user, { displayName });
  return { ...toAuthUser(cred.user), displayName };
}

export async function setDisplayName(displayName: string): Promise<void> {
  const user = memberAuth().currentUser;
  if (user) await updateProfile(user, { displayName });
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
