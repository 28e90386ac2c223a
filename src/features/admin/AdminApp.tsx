import { useEffect } from 'react';
import { Routes } from 'react-router';
import { AuthProvider } from '../../ui/AuthProvider';
import screens from 'virtual:og-pages/admin-screens';
import { adminRoutes } from './shell/admin-routes';

/** Search engines leave the back office out (Hosting sends X-Robots-Tag for /admin too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /admin and everything under it: one lazy chunk, behind the admin claim. Its screens
 * are the page table's admin entries (src/app/pages.ts), bundled with it.
 */
export default function AdminApp() {
  useNoIndex();
  return (
    <AuthProvider>
      <Routes>
        {adminRoutes((id) => {
          const Screen = screens[id]!;
          return <Screen />;
        })}
      </Routes>
    </AuthProvider>
  );
}
