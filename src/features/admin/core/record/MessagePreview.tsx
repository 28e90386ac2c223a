import { useId } from 'react';
import { REPAIR_MESSAGE_STATUS } from '../../../../firebase/specs/pesan-servis';
import { fillTemplate } from '../../../../lib/message-template';
import { formatRupiah } from '../../../../lib/currency';

/** An example ticket the preview fills each message with. */
const EXAMPLE = {
  nama: 'Putu',
  kode: 'OG-7K2QM9XDHT',
  perangkat: 'iPhone 13 128GB',
  total: formatRupiah(850_000),
};

type Field = keyof typeof REPAIR_MESSAGE_STATUS;

/**
 * The message being edited as a customer would read it, filled from an example
 * ticket as it is typed; the form shows it right above that message's field, so
 * on a phone it is in view while typing. An empty one says the app's own message
 * is sent instead.
 */
export function MessagePreview({ field, texts }: { field: string; texts: Record<string, string> }) {
  const id = useId();
  if (!Object.hasOwn(REPAIR_MESSAGE_STATUS, field)) return null;
  const status = REPAIR_MESSAGE_STATUS[field as Field];
  const link = `${window.location.origin}/cek-servisan?kode=${EXAMPLE.kode}`;
  const template = (texts[field] ?? '').trim();
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
        {template ? (
          fillTemplate(template, { ...EXAMPLE, status, link })
        ) : (
          <span className="text-body-secondary">Kosong: pesan bawaan yang dikirim.</span>
        )}
      </p>
    </section>
  );
}
