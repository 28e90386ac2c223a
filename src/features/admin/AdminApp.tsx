import { useEffect } from 'react';
import { Routes } from 'react-router';
import { AuthProvider } from '../../ui/AuthProvider';
// The frame (and its styles) before the screens, as the cascade expects.
import { adminRoutes } from './shell/admin-routes';
import screens from 'virtual:og-pages/admin-screens';

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
        {adminRoutes((i) => {
          const Screen = screens[i]!;
          return <Screen />;
        })}
      </Routes>
    </AuthProvider>
  );
}
