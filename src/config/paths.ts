// Every route path of the app, in one place.
export const paths = {
  home: '/',
  pricelist: '/pricelist',
  accessories: '/aksesoris',
  calculator: '/kalkulator-harga',
  goodNews: '/goodnews',
  article: (id: string) => `/artikel/${encodeURIComponent(id)}`,
  articlePattern: '/artikel/:id',
  repairStatus: '/cek-servisan',
  linkInBio: '/link',
  member: {
    root: '/member',
    legacyLogin: '/login-member',
    login: '/member/login',
    home: '/member/beranda',
    card: '/member/kartu',
    profile: '/member/profil',
    rewards: '/member/reward',
    coupons: '/member/kupon',
    notifications: '/member/notifikasi',
  },
  // The admin's own paths are in admin-paths.ts, which only the admin's code imports: no visitor downloads them.
  admin: { root: '/admin' },
} as const;

/** The navbar's links, in the order they are shown. */
export const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricelist, label: 'Pricelist' },
  { to: paths.accessories, label: 'Aksesoris' },
  { to: paths.calculator, label: 'Kalkulator Harga' },
  { to: paths.goodNews, label: 'Good News' },
  { to: paths.repairStatus, label: 'Cek Servisan' },
  { to: paths.member.login, label: 'Login Member' },
] as const;
