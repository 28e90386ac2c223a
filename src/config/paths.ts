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
    profile: '/member/profil',
    rewards: '/member/reward',
    coupons: '/member/kupon',
    notifications: '/member/notifikasi',
  },
  admin: {
    root: '/admin',
    catalogue: '/admin/katalog',
    history: '/admin/riwayat',
    promo: '/admin/promo',
    promoActive: '/admin/promo/aktif',
    tradeIn: '/admin/promo/tukar-tambah',
    more: '/admin/lainnya',
    members: '/admin/member',
    repairs: '/admin/servisan',
    newRepair: '/admin/servisan/baru',
    repair: (code: string) => `/admin/servisan/${encodeURIComponent(code)}`,
    repairReceipt: (code: string) => `/admin/servisan/${encodeURIComponent(code)}/nota`,
    collection: (collection: string) => `/admin/katalog/${encodeURIComponent(collection)}`,
    record: (collection: string, id: string) =>
      `/admin/katalog/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
    importCsv: (collection: string) => `/admin/katalog/${encodeURIComponent(collection)}/impor`,
    bulkPrice: (collection: string) => `/admin/katalog/${encodeURIComponent(collection)}/harga-massal`,
  },
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
