import { useState } from 'react';
import type { ListName } from '../../../firebase/lists';
import { checkLists, repairLists, type ListHealth } from '../core/lists-api';
import { healthText } from '../core/list-health';

/** What the admin calls each visitor list: the price list's tabs, the accessories. */
const LABELS: Record<ListName, string> = {
  hp: 'Pricelist iPhone',
  android: 'Pricelist Android',
  laptop: 'Pricelist Laptop / Mac',
  service: 'Pricelist Service',
  sparepart: 'Pricelist Sparepart',
  aksesoris: 'Aksesoris',
};

type State =
  | { step: 'idle' }
  | { step: 'busy'; what: 'check' | 'repair' }
  | { step: 'done'; health: ListHealth[]; repaired: boolean }
  | { step: 'error'; what: 'check' | 'repair' };

/**
 * The lists visitors read for this collection (the price list's tabs, the
 * accessories): checked on request, since a check reads the collection afresh;
 * one that fell behind (an edit made outside the admin) is rebuilt from it.
 */
export function ListCheck({ collection }: { collection: string }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const run = (what: 'check' | 'repair') => {
    setState({ step: 'busy', what });
    (what === 'check' ? checkLists(collection) : repairLists(collection)).then(
      (health) => setState({ step: 'done', health, repaired: what === 'repair' }),
      (error: unknown) => {
        console.warn(`Visitor lists: ${what} failed (${collection})`, error);
        setState({ step: 'error', what });
      },
    );
  };
  const behind = state.step === 'done' && state.health.some((h) => !h.built || h.drift);
  return (
    <div className="card card-body py-2 mb-3" data-testid="list-check">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <span className="me-auto fw-semibold">Daftar untuk pengunjung</span>
        <button
          type="button"
          className="btn btn-sm btn-light border"
          disabled={state.step === 'busy'}
          onClick={() => run('check')}
        >
          Periksa daftar
        </button>
      </div>
      {state.step === 'busy' && (
        <p className="small text-body-secondary mb-0 mt-2" role="status">
          {state.what === 'check' ? 'Memeriksa daftar...' : 'Memperbarui daftar...'}
        </p>
      )}
      {state.step === 'error' && (
        <div className="d-flex flex-wrap gap-2 align-items-center mt-2" role="alert">
          <span className="me-auto small text-danger">
            {state.what === 'check' ? 'Daftar gagal diperiksa.' : 'Daftar gagal diperbarui.'}
          </span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => run(state.what)}>
            Coba lagi
          </button>
        </div>
      )}
      {state.step === 'done' && (
        <>
          <ul className="list-unstyled small mb-0 mt-2">
            {state.health.map((h) => (
              <li key={h.name}>
                {LABELS[h.name]}: {healthText(h)}
              </li>
            ))}
          </ul>
          {state.repaired && !behind && (
            <p className="small text-success mb-0 mt-1" role="status">
              Daftar diperbarui.
            </p>
          )}
          {behind && (
            <button
              type="button"
              className="btn btn-sm btn-primary mt-2 align-self-start"
              onClick={() => run('repair')}
            >
              Perbarui daftar
            </button>
          )}
        </>
      )}
    </div>
  );
}
