// "Lengkapi tanggal garansi tiket lama" under "Dalam garansi": tickets collected
// before the warranty's end was stored lack it, and the filter's query cannot
// find them. One tap gives each its end (api.ts fillWarrantyEnds), with progress
// and a result line; a second run finds nothing to do.
import { useState } from 'react';
import { useMember } from '../../../ui/auth-context';
import { fillWarrantyEnds, type WarrantyFill } from './api';

type Step =
  | { at: 'idle' }
  | { at: 'writing'; done: WarrantyFill }
  | { at: 'done'; done: WarrantyFill }
  | { at: 'failed'; done: WarrantyFill };

function resultText({ checked, filled, skipped }: WarrantyFill): string {
  const head = `Selesai: ${checked} tiket yang sudah diambil diperiksa, ${filled} dilengkapi tanggal garansinya.`;
  if (skipped > 0)
    return `${head} ${skipped} dilewati karena baru diubah admin lain: ketuk lagi untuk memeriksanya.`;
  return filled === 0 ? `${head} Semua sudah lengkap.` : head;
}

/** The backfill's card; `onFilled` reloads the list after a run. */
export function WarrantyBackfill({ onFilled }: { onFilled: () => void }) {
  const admin = useMember();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const empty = { checked: 0, filled: 0, skipped: 0 };

  async function fill() {
    let last = empty;
    setStep({ at: 'writing', done: empty });
    try {
      last = await fillWarrantyEnds(admin, (done) => {
        last = done;
        setStep({ at: 'writing', done });
      });
      setStep({ at: 'done', done: last });
      // Read again even when this run wrote nothing: another admin's run may have.
      onFilled();
    } catch (e) {
      console.warn('Warranty backfill failed', e);
      setStep({ at: 'failed', done: last });
      if (last.filled > 0) onFilled();
    }
  }

  return (
    <section className="card mb-3" aria-labelledby="lengkapi-garansi" data-testid="warranty-backfill">
      <div className="card-body">
        <h2 id="lengkapi-garansi" className="h6">
          Lengkapi tanggal garansi tiket lama
        </h2>
        <p className="small mb-2">
          Tiket yang diambil sebelum pembaruan ini belum menyimpan tanggal akhir garansinya, jadi belum tampil
          di sini. Ketuk sekali untuk melengkapinya dari tanggal Diambil di riwayat tiap tiket; tiap perubahan
          tercatat di Riwayat.
        </p>
        {step.at === 'writing' ? (
          <p className="mb-0" role="status">
            Memeriksa tiket... {step.done.checked} diperiksa, {step.done.filled} dilengkapi
          </p>
        ) : (
          <>
            <button type="button" className="btn btn-outline-primary" onClick={() => void fill()}>
              Lengkapi tanggal garansi
            </button>
            {step.at === 'done' && (
              <p className="small mt-2 mb-0" role="status" data-testid="warranty-backfill-result">
                {resultText(step.done)}
              </p>
            )}
            {step.at === 'failed' && (
              <p className="small text-danger-emphasis fw-semibold mt-2 mb-0" role="alert">
                Gagal melengkapi: periksa koneksi lalu ketuk lagi. Sudah dilengkapi {step.done.filled} dari{' '}
                {step.done.checked} tiket yang diperiksa.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
