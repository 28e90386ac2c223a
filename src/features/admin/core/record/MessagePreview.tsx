import { Fragment, useId } from 'react';
import { REPAIR_MESSAGE_MARKS, REPAIR_MESSAGE_STATUS } from '../../../../firebase/specs/pesan-servis';
import { fillTemplate } from '../../../../lib/message-template';
import { formatRupiah } from '../../../../lib/currency';
import { defaultRepairMessage } from '../../../../lib/repair-message-defaults';

/** An example ticket the preview fills each message with. */
const EXAMPLE = {
  nama: 'Putu',
  kode: 'OG-7K2QM9XDHT',
  perangkat: 'iPhone 13 128GB',
  total: formatRupiah(850_000),
};

type Field = keyof typeof REPAIR_MESSAGE_STATUS;

/** What each mark is filled with, in the owner's words. */
const MARK_MEANING: Record<string, string> = {
  nama: 'nama pelanggan',
  kode: 'kode servis',
  perangkat: 'perangkat',
  status: 'status tiket',
  total: 'total biaya',
  link: 'link cek status',
};

/**
 * Once above the messages: each holds the app's own words until the owner changes
 * them, and the marks a ticket fills in (the fields do not repeat it).
 */
export function MessageGuide() {
  return (
    <div className="card card-body bg-body-tertiary mb-3 py-2 small" data-testid="message-guide">
      <p className="mb-1">
        Tiap status sudah berisi pesan bawaan. Ubah sesuai gaya toko, atau kosongkan untuk kembali ke pesan
        bawaan.
      </p>
      <p className="mb-0">
        Tanda yang diisi otomatis dari tiket:{' '}
        {REPAIR_MESSAGE_MARKS.map((m, i) => (
          // The comma stays after its mark (a line never starts with one); lines break between marks.
          <Fragment key={m}>
            <span className="text-nowrap">
              <code>{`{${m}}`}</code> {MARK_MEANING[m] ?? ''}
              {i < REPAIR_MESSAGE_MARKS.length - 1 ? ',' : '.'}
            </span>{' '}
          </Fragment>
        ))}
      </p>
    </div>
  );
}

/**
 * The message being edited as a customer would read it, filled from an example
 * ticket as it is typed; the form shows it beside that message's field. An
 * emptied one previews the app's own message, which is then sent.
 */
export function MessagePreview({ field, texts }: { field: string; texts: Record<string, string> }) {
  const id = useId();
  if (!Object.hasOwn(REPAIR_MESSAGE_STATUS, field)) return null;
  const status = REPAIR_MESSAGE_STATUS[field as Field];
  const link = `${window.location.origin}/cek-servisan?kode=${EXAMPLE.kode}`;
  const own = (texts[field] ?? '').trim();
  const template = own || defaultRepairMessage(field);
  return (
    // Named apart from the field's label ('Pesan: …'), which a search by label must find alone.
    <section aria-labelledby={id} className="card card-body bg-body-tertiary mb-3 py-2">
      <h2 id={id} className="h6 mb-1">
        Pratinjau: {status}
      </h2>
      <p className="small text-body-secondary mb-1">
        Contoh untuk tiket {EXAMPLE.kode} atas nama {EXAMPLE.nama}.
      </p>
      <p className="small mb-0 text-break" style={{ whiteSpace: 'pre-line' }} data-testid="message-preview">
        {fillTemplate(template, { ...EXAMPLE, status, link })}
      </p>
      {!own && template && (
        <p className="small text-body-secondary mb-0 mt-1">Kolom kosong: pesan bawaan ini yang dikirim.</p>
      )}
    </section>
  );
}
