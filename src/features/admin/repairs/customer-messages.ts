// What the shop sends the customer on WhatsApp: the status message with the link to
// follow the repair, and the new code after "Ganti kode".
import type { RepairMessages } from '../../../firebase/specs/pesan-servis';
import { whatsAppLink } from '../../../lib/chat';
import { formatRupiah } from '../../../lib/currency';
import { fillTemplate } from '../../../lib/message-template';
import { normaliseStatus, PARTS_STATUS, QUOTE_STATUS } from '../../../lib/repair-status';
import type { Ticket } from './ticket-form';
import { groupOf } from './ticket-list';

/** Which of the owner's templates (pesan_servis) a status takes. */
export function templateFor(status: string): keyof RepairMessages {
  const s = normaliseStatus(status);
  if (s === normaliseStatus(QUOTE_STATUS)) return 'persetujuan';
  if (s === normaliseStatus(PARTS_STATUS)) return 'sparepart';
  return groupOf(status);
}

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

/**
 * The message for the ticket's status: the owner's template for it, filled in,
 * else the app's own, with the code and the link to follow the repair.
 */
export function statusMessage(
  t: MessageTicket,
  status: string,
  link: string,
  templates?: Partial<RepairMessages>,
): string {
  const own = templates?.[templateFor(status)]?.trim();
  if (own)
    return fillTemplate(own, {
      nama: t.nama.trim() || 'Kak',
      kode: t.code,
      perangkat: t.perangkat.trim(),
      status: status.trim(),
      total: formatRupiah(t.total),
      link,
    });
  const { halo, unit } = greeting(t);
  const follow = `Kode servisan: ${t.code}. Cek status: ${link}`;
  switch (templateFor(status)) {
    case 'persetujuan':
      return `${halo} ${unit} Anda sudah kami cek. Biaya servis: ${formatRupiah(t.total)}. Mohon pilih Setuju atau Tolak di halaman cek status. ${follow}`;
    case 'sparepart':
      return `${halo} servis ${unit} Anda menunggu sparepart. Kami kabari lagi begitu sparepart tiba. ${follow}`;
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
  templates?: Partial<RepairMessages>,
): string | null {
  return whatsAppLink(whatsapp, statusMessage(t, status, link, templates));
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
