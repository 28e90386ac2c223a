import { describe, expect, it } from 'vitest';
import {
  codeChangeChatHref,
  codeChangeMessage,
  customerChatHref,
  statusLink,
  statusMessage,
} from './customer-messages';
import { rp } from '../../../test/rupiah';

describe('the customer’s WhatsApp', () => {
  const t = {
    code: 'OG-7K2QM9XDHT',
    nama: 'Putu',
    perangkat: 'iPhone 12',
    total: 2150000,
    garansi: 'Garansi 30 hari',
  };
  const link = statusLink('https://onegadget.id', t.code);

  it('links to the status page with the code', () => {
    expect(link).toBe('https://onegadget.id/cek-servisan?kode=OG-7K2QM9XDHT');
  });

  it.each([
    ['Masuk', 'sudah kami terima'],
    ['Sedang diservice', 'sedang diservis'],
    ['Selesai - Siap diambil', 'siap diambil di ONE GADGET. Total biaya: Rp 2.150.000.'],
    ['Diambil', 'sudah diambil dari ONE GADGET. Garansi 30 hari.'],
    ['Menunggu persetujuan', 'sudah kami cek. Biaya servis: Rp 2.150.000. Mohon pilih Setuju atau Tolak'],
    ['Menunggu sparepart', 'menunggu sparepart.'],
    ['Dikirim ke service center', 'sekarang: Dikirim ke service center.'],
  ])('%s: says so, with the code and the link', (status, says) => {
    const m = statusMessage(t, status, link);
    expect(m).toContain('Halo Putu,');
    expect(m).toContain(rp(says));
    expect(m).toContain(`Kode servisan: OG-7K2QM9XDHT. Cek status: ${link}`);
  });

  it("takes the owner's template for the status, filled in; an empty one leaves the app's own", () => {
    const templates = {
      siap: 'Halo {nama}, {perangkat} ({kode}) {status}. Total {total}. {link}',
      masuk: '  ',
      lainnya: 'Status {status}: {kode}',
    };
    expect(statusMessage(t, 'Selesai - Siap diambil', link, templates)).toBe(
      rp(`Halo Putu, iPhone 12 (OG-7K2QM9XDHT) Selesai - Siap diambil. Total Rp 2.150.000. ${link}`),
    );
    expect(statusMessage(t, 'Masuk', link, templates)).toBe(statusMessage(t, 'Masuk', link));
    expect(statusMessage(t, ' Dikirim ke vendor ', link, templates)).toBe(
      'Status Dikirim ke vendor: OG-7K2QM9XDHT',
    );
    const href = new URL(customerChatHref('0812 3456 7890', t, 'Selesai - Siap diambil', link, templates)!);
    expect(href.searchParams.get('text')).toBe(statusMessage(t, 'Selesai - Siap diambil', link, templates));
  });

  it('goes to the customer’s number, or nowhere without one', () => {
    const href = new URL(customerChatHref('0812-3456-7890', t, 'Masuk', link)!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    expect(href.searchParams.get('text')).toBe(statusMessage(t, 'Masuk', link));
    expect(customerChatHref('', t, 'Masuk', link)).toBeNull();
  });
});

describe('the message about a new code', () => {
  const t = { nama: 'Putu Ardana', perangkat: 'iPhone 12 Pro' };
  const link = statusLink('https://onegadget.id', 'OG-7K2QM9XDHT');

  it('gives the new code, says the old one no longer works, and links to the new one', () => {
    expect(codeChangeMessage(t, 'OG-2406-A7K2', 'OG-7K2QM9XDHT', link)).toBe(
      'Halo Putu Ardana, demi keamanan data Anda, kode servisan unit iPhone 12 Pro Anda di ONE GADGET kami ganti. ' +
        'Kode baru: OG-7K2QM9XDHT. Kode lama OG-2406-A7K2 tidak berlaku lagi. ' +
        'Cek status: https://onegadget.id/cek-servisan?kode=OG-7K2QM9XDHT',
    );
  });

  it('greets a ticket without a name or device all the same', () => {
    const m = codeChangeMessage({ nama: ' ', perangkat: '' }, 'ABC123', 'OG-7K2QM9XDHT', link);
    expect(m).toMatch(/^Halo Kak, demi keamanan data Anda, kode servisan unit Anda/);
    expect(m).toContain('Kode lama ABC123 tidak berlaku lagi.');
  });

  it('goes to the customer’s number, or nowhere without one', () => {
    const href = new URL(codeChangeChatHref('0813 5555 1234', t, 'ABC123', 'OG-7K2QM9XDHT', link)!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281355551234');
    expect(href.searchParams.get('text')).toBe(codeChangeMessage(t, 'ABC123', 'OG-7K2QM9XDHT', link));
    expect(codeChangeChatHref('', t, 'ABC123', 'OG-7K2QM9XDHT', link)).toBeNull();
  });
});
