import { createContext, useContext } from 'react';
import type { MemberUser } from './api';

export interface AuthState {
  user: MemberUser | null;
  /** true until Auth has said whether someone is signed in */
  loading: boolean;
}

export const AuthContext = createContext<AuthState>({ user: null, loading: true });

/** The signed-in member, from the provider in MemberArea. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
