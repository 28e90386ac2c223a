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

/**
 * Each repair message as a customer would read it, filled from an example ticket
 * as it is typed: an empty one says the app's own message is sent instead.
 */
export function MessagePreview({ texts }: { texts: Record<string, string> }) {
  const link = `${window.location.origin}/cek-servisan?kode=${EXAMPLE.kode}`;
  return (
    <section aria-labelledby="pratinjau-pesan" className="card card-body mb-3">
      <h2 id="pratinjau-pesan" className="h6">
        Pratinjau pesan
      </h2>
      <p className="small text-body-secondary">
        Contoh untuk tiket {EXAMPLE.kode} atas nama {EXAMPLE.nama}.
      </p>
      <dl className="small mb-0" data-testid="message-preview">
        {Object.entries(REPAIR_MESSAGE_STATUS).map(([field, status]) => {
          const template = (texts[field] ?? '').trim();
          return (
            <div key={field} className="mb-2">
              <dt>{status}</dt>
              <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {template ? (
                  fillTemplate(template, { ...EXAMPLE, status, link })
                ) : (
                  <span className="text-body-secondary">Kosong: pesan bawaan yang dikirim.</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
