// What the admin's history calls a trade-in lead: apart from the spec, which the
// calculator's send imports.
import { tukarTambah } from './tukar-tambah';

export const tukarTambahView = { ...tukarTambah, title: 'Tukar tambah' } as const;

declare module './index' {
  interface Collections {
    tukar_tambah: typeof tukarTambahView;
  }
}
