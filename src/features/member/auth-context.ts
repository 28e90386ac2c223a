import { createContext, useContext } from 'react';
import type { MemberUser } from './api';

export interface AuthState {
  user: MemberUser | null;
  /** true until Auth has said whether someone is signed in */
  loading: boolean;
}

/** null outside the member area's provider: a page there fails loudly instead of waiting forever. */
export const AuthContext = createContext<AuthState | null>(null);

/** Who is signed in, from the provider in MemberArea. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() outside <AuthProvider>: member pages belong inside MemberArea.');
  return state;
}

/** The signed-in member, on a page behind <MemberOnly>: never null there. */
export function useMember(): MemberUser {
  const { user } = useAuth();
  if (!user) throw new Error('useMember() on a page that is not behind <MemberOnly>.');
  return user;
}
