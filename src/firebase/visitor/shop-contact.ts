// The shop's contact (kontak/aktif): the home page, every chat link and /link read
// it here, through the tab's catalogue cache, so a visit reads it once.
import { kontak, toContact } from '../specs/kontak';
import { getDocById } from './visitor-read';
import type { Contact } from '../types';

/** The shop's contact; every field '' when the document is missing. */
export async function getShopContact(): Promise<Contact> {
  return toContact(
    await getDocById(`${kontak.collection}/${kontak.singleton}`, { cache: true, offline: kontak.offline }),
  );
}
