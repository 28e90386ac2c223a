import { useEffect, useState, type ReactNode } from 'react';
import { watchAuth } from '../firebase/signed-in/auth';
import { AuthContext, type AuthState } from './auth-context';

/**
 * Watches Auth for the member or admin area; `loading` until the first answer.
 * Only those areas' chunks import it, so public pages never load Auth.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  useEffect(() => watchAuth((user) => setState({ user, loading: false })), []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
