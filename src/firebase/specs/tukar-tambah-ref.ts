// tukar_tambah_ref/{ref}: which lead took a reference (TT-0000), so none is given
// twice. Created only together with its lead, each naming the other; never changed
// or deleted; only admins read it (it names the lead, whose id lets its sender
// resend). firestore.rules' tukar_tambah_ref block holds the same.
import { records } from './records';
import { LEAD_ID_PATTERN } from './tukar-tambah';

export const tukarTambahRef = records({
  collection: 'tukar_tambah_ref',
  fields: [
    {
      name: 'lead',
      label: 'Tukar tambah',
      type: 'text',
      required: true,
      minLength: 20,
      maxLength: 20,
      pattern: LEAD_ID_PATTERN,
      once: true,
    },
  ],
});
