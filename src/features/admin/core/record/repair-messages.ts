// The repair messages form (pesan_servis) shows each status's message as it is sent:
// the owner's text, else the app's own, ready to edit. It stores '' for a message left
// as the app's own, so the app's message (with a ticket's warranty) keeps being sent.
// Pure, tested (repair-messages.test.ts).
import type { Plain } from '../../../../firebase/plain';
import { shownRepairMessage, storedRepairMessage } from '../../../../lib/repair-message-defaults';
import type { CollectionSchema } from '../schema';
import type { Row } from '../validate';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The record as the form starts it: every message the owner has not written reads as the app's. */
export function messagesShown(schema: CollectionSchema, stored: Plain | null): Plain {
  return {
    ...stored,
    ...Object.fromEntries(
      schema.fields.map((f) => [f.name, shownRepairMessage(f.name, text(stored?.[f.name]))]),
    ),
  };
}

/** The checked form as stored: a message still the app's own is stored empty. */
export function messagesStored(data: Row): Row {
  return Object.fromEntries(
    Object.entries(data).map(([name, v]) => [name, typeof v === 'string' ? storedRepairMessage(name, v) : v]),
  );
}
