// The admin area's paths: its screens' own. Only the admin's code imports this file (and the
// build's page table), so they travel in the admin's chunks, not in every visitor's main.js.
export const adminPaths = {
  root: '/admin',
  catalogue: '/admin/katalog',
  history: '/admin/riwayat',
  promo: '/admin/promo',
  promoActive: '/admin/promo/aktif',
  tradeIn: '/admin/promo/tukar-tambah',
  more: '/admin/lainnya',
  till: '/admin/kasir',
  sales: '/admin/kasir/penjualan',
  pointsRate: '/admin/kasir/poin',
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
} as const;
