// The messages form shows the app's own words as templates (lib/repair-message-defaults.ts);
// this screen group builds them in code. Held equal, so what the owner sees is what is sent.
import { describe, expect, it } from 'vitest';
import { REPAIR_MESSAGE_STATUS } from '../../../firebase/specs/pesan-servis';
import { formatRupiah } from '../../../lib/currency';
import { fillTemplate } from '../../../lib/message-template';
import { DEFAULT_REPAIR_MESSAGES } from '../../../lib/repair-message-defaults';
import { statusMessage, templateFor } from './customer-messages';

describe("the app's own message per status", () => {
  const ticket = { code: 'OG-7K2QM9XDHT', nama: 'Putu', perangkat: 'iPhone 13', total: 850000, garansi: '' };
  const link = 'https://onegadget.test/cek-servisan?kode=OG-7K2QM9XDHT';

  it.each(Object.entries(REPAIR_MESSAGE_STATUS))('%s reads as the form shows it', (field, status) => {
    const template = DEFAULT_REPAIR_MESSAGES[field];
    if (template === undefined) return; // a message the app has none of (the owner writes it)
    expect(templateFor(status)).toBe(field);
    expect(statusMessage(ticket, status, link)).toBe(
      fillTemplate(template, {
        nama: ticket.nama,
        kode: ticket.code,
        perangkat: ticket.perangkat,
        status,
        total: formatRupiah(ticket.total),
        link,
      }),
    );
  });
});
