import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Loading } from '../../ui/LoadFaces';
import type { MemberUser } from './api';
import { useAuth } from './auth-context';

export const CHECKING_SESSION = 'Memeriksa sesi login...';

/**
 * Renders its children for a signed-in member; redirects once Auth has said
 * nobody is signed in; shows a spinner (never a redirect) while it is unknown.
 */
export function RequireMember({
  redirectTo = paths.member.login,
  children,
}: {
  redirectTo?: string;
  children: (user: MemberUser) => ReactNode;
}) {
  const { user, loading } = useAuth();
  if (loading) return <Loading label={CHECKING_SESSION} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return children(user);
}
