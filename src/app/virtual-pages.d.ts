// The module scripts/vite-pages.ts generates from the page table (src/app/pages.ts).
declare module 'virtual:og-pages' {
  const pages: Record<
    string,
    {
      path: string;
      /** Absent for a public page. */
      area?: 'member' | 'admin';
      /** Absent for the site's layout. */
      layout?: 'bare' | 'own';
      /** The page's module (a route the router answers itself has none). */
      load?: () => Promise<{ default: import('react').ComponentType }>;
      /** Starts the page's reads beside its code. */
      prefetch?: () => Promise<void>;
    }
  >;
  export default pages;
}
