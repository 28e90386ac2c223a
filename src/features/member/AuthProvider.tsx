import { useEffect, useState, type ReactNode } from 'react';
import { subscribeAuth } from './api';
import { AuthContext, type AuthState } from './auth-context';

/** Watches Auth once for every member route; `loading` until the first answer. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  useEffect(() => subscribeAuth((user) => setState({ user, loading: false })), []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
