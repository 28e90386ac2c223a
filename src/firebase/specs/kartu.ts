// kartu/{uid}: a member's card, the number the till knows them by; and
// nomor_member/{nomor}: which member holds a number, so none is given twice and the
// till finds the member from the number. The member creates both in one batch, each
// naming the other; nobody changes or deletes either. firestore.rules' kartu and
// nomor_member blocks hold the same.
import { MEMBER_NUMBER_PATTERN } from '../../lib/till-codes';
import { records } from './records';

export const kartu = records({
  collection: 'kartu',
  fields: [
    {
      name: 'nomor',
      label: 'Nomor member',
      type: 'text',
      required: true,
      minLength: 8,
      maxLength: 8,
      pattern: MEMBER_NUMBER_PATTERN,
      once: true,
    },
    { name: 'waktu', label: 'Dibuat', type: 'time', once: true },
  ],
});

export const nomorMember = records({
  collection: 'nomor_member',
  fields: [
    { name: 'uid', label: 'Member', type: 'signer', once: true },
    { name: 'waktu', label: 'Dibuat', type: 'time', once: true },
  ],
});
