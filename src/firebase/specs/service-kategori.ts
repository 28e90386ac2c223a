// A service price's kategori: the stored codes and the names a customer and the
// owner read for them (the price list's groups, the admin's choice). No imports:
// the price list's early program carries it.
export const SERVICE_KATEGORI = ['interface', 'hardware', 'software'] as const;

export type ServiceKategori = (typeof SERVICE_KATEGORI)[number];

export const SERVICE_KATEGORI_LABELS: Readonly<Record<ServiceKategori, string>> = {
  interface: 'Layar & Komponen Luar',
  hardware: 'Komponen Dalam',
  software: 'Sistem & Aplikasi',
};
