import { createContext, useContext } from 'react';
import type { AuthUser } from '../firebase/signed-in/auth';

export interface AuthState {
  user: AuthUser | null;
  /** true until Auth has said whether someone is signed in */
  loading: boolean;
}

/**
 * Who is signed in, provided by <AuthProvider> in the member and admin areas.
 * null outside a provider: a page there fails loudly instead of waiting forever.
 */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state)
    throw new Error('useAuth() outside <AuthProvider>: it belongs inside the member or admin area.');
  return state;
}

/**
 * The signed-in member (an admin is a member with the admin claim), on a page
 * behind a guard (<MemberOnly>, <AdminOnly>): never null there.
 */
export function useMember(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useMember() on a page that is not behind a sign-in guard.');
  return user;
}
