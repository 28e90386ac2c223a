// /link reads one thing: the shop's WhatsApp number (kontak/aktif, cached).
// LinkPage imports this module lazily, after the first paint.
import { toContact } from '../../firebase/converters';
import { getDocById } from '../../firebase/public-db';

export async function loadChatNumber(): Promise<string> {
  return toContact(await getDocById('kontak/aktif', { cache: true })).whatsapp;
}
