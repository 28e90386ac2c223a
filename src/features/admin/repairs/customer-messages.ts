// What the shop sends the customer on WhatsApp: the status message with the link to
// follow the repair, and the new code after "Ganti kode".
import { whatsAppLink } from '../../../lib/chat';
import { formatRupiah } from '../../../lib/currency';
import type { Ticket } from './ticket-form';
import { groupOf } from './ticket-list';

/** The page a customer checks their repair on. */
export function statusLink(origin: string, code: string): string {
  return `${origin}/cek-servisan?kode=${encodeURIComponent(code)}`;
}

type MessageTicket = Pick<Ticket, 'code' | 'nama' | 'perangkat' | 'total' | 'garansi'>;

/** How every message to the customer greets them and names their device. */
function greeting(t: Pick<Ticket, 'nama' | 'perangkat'>): { halo: string; unit: string } {
  return {
    halo: `Halo ${t.nama.trim() || 'Kak'},`,
    unit: t.perangkat.trim() ? `unit ${t.perangkat.trim()}` : 'unit',
  };
}

/** The message for the ticket's new status, with the code and the link to follow it. */
export function statusMessage(t: MessageTicket, status: string, link: string): string {
  const { halo, unit } = greeting(t);
  const follow = `Kode servisan: ${t.code}. Cek status: ${link}`;
  switch (groupOf(status)) {
    case 'masuk':
      return `${halo} ${unit} Anda sudah kami terima untuk diservis di ONE GADGET. ${follow}`;
    case 'diservice':
      return `${halo} ${unit} Anda sedang diservis oleh teknisi ONE GADGET. ${follow}`;
    case 'siap':
      return `${halo} servis ${unit} Anda sudah selesai dan siap diambil di ONE GADGET. Total biaya: ${formatRupiah(t.total)}. ${follow}`;
    case 'diambil': {
      const garansi = t.garansi.trim() ? ` ${t.garansi.trim()}.` : '';
      return `${halo} terima kasih, ${unit} Anda sudah diambil dari ONE GADGET.${garansi} Simpan kode ini untuk garansi. ${follow}`;
    }
    default:
      return `${halo} status servis ${unit} Anda di ONE GADGET sekarang: ${status.trim()}. ${follow}`;
  }
}

/** wa.me to the customer with the status message; null without a usable number. */
export function customerChatHref(
  whatsapp: string,
  t: MessageTicket,
  status: string,
  link: string,
): string | null {
  return whatsAppLink(whatsapp, statusMessage(t, status, link));
}

/** The message telling the customer their ticket's new code (after "Ganti kode"). */
export function codeChangeMessage(
  t: Pick<Ticket, 'nama' | 'perangkat'>,
  from: string,
  to: string,
  link: string,
): string {
  const { halo, unit } = greeting(t);
  return (
    `${halo} demi keamanan data Anda, kode servisan ${unit} Anda di ONE GADGET kami ganti. ` +
    `Kode baru: ${to}. Kode lama ${from} tidak berlaku lagi. Cek status: ${link}`
  );
}

/** wa.me to the customer with their new code; null without a usable number. */
export function codeChangeChatHref(
  whatsapp: string,
  t: Pick<Ticket, 'nama' | 'perangkat'>,
  from: string,
  to: string,
  link: string,
): string | null {
  return whatsAppLink(whatsapp, codeChangeMessage(t, from, to, link));
}
