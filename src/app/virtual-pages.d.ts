// The modules scripts/vite-pages.ts generates from the page table (src/app/pages.ts).
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
      /** The area entry whose route holds this one. */
      within?: string;
      /** Sends the visitor on to this path. */
      redirect?: string;
      /** Needs a signed-in member: where a signed-out visitor is sent. */
      signedOutTo?: string;
      /** Its label in its area's menu. */
      menu?: string;
    }
  >;
  export default pages;
}

// The loaders of the pages the member area holds (reached from within it), loaded with it.
declare module 'virtual:og-pages/memberArea-loads' {
  const loads: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
  export default loads;
}

// An area app's screens (the admin app's), in the table's order.
declare module 'virtual:og-pages/admin' {
  const screens: readonly {
    path: string;
    layout?: 'site' | 'bare' | 'own';
    tab?: import('./pages').AdminTab;
    menu?: string;
  }[];
  export default screens;
}

// The same screens' components, at the same places.
declare module 'virtual:og-pages/admin-screens' {
  const screens: readonly import('react').ComponentType[];
  export default screens;
}
