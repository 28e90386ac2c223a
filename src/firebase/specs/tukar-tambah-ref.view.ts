// What the admin's history calls a reference's claim: apart from the spec, which the
// calculator's send imports.
import { tukarTambahRef } from './tukar-tambah-ref';

export const tukarTambahRefView = { ...tukarTambahRef, title: 'Referensi tukar tambah' } as const;

declare module './index' {
  interface Collections {
    tukar_tambah_ref: typeof tukarTambahRefView;
  }
}
