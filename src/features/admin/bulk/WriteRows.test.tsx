import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteConflict } from '../core/data/versions';
import { signedIn } from '../../../test/member';
import { AuthContext } from '../../../ui/auth-context';
import * as api from '../core/records-api';
import { schemaOf } from '../core/schema';
import type { Plan } from './plan';
import { WriteRows } from './WriteRows';

vi.mock('../core/records-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../core/records-api')>()),
  saveRows: vi.fn(),
  withIds: vi.fn(<T extends { id: string }>(_: string, rows: T[]) =>
    rows.map((r, i) => (r.id ? r : { ...r, id: `baru-${i}` })),
  ),
}));

const schema = schemaOf('kalkulator_hp_lama')!;
const row = (id: string, i: number) => ({
  id,
  before: id ? { nama: `HP ${i}`, nilai_tukar: 1 } : null,
  data: { nama: `HP ${i}`, nilai_tukar: i },
  fields: ['nilai_tukar'],
  label: `Baris ${i + 2}`,
});
const plan: Plan = {
  added: Array.from({ length: 150 }, (_, i) => row('', i)),
  changed: Array.from({ length: 100 }, (_, i) => row(`p${i}`, 150 + i)),
  unchanged: 3,
  invalid: [{ label: 'Baris 9', reason: 'Nama HP: Wajib diisi.' }],
};

function renderWrite() {
  render(
    <AuthContext.Provider value={signedIn}>
      <MemoryRouter>
        <WriteRows
          schema={schema}
          plan={plan}
          action="impor"
          button="Simpan 250 baris"
          done="Impor selesai."
        />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  vi.mocked(api.saveRows).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('WriteRows', () => {
  it('a batch that fails: says how many rows are stored, and Coba lagi writes only the rest, with the same ids', async () => {
    vi.mocked(api.saveRows)
      .mockImplementationOnce(async (_s, _a, _rows, _by, onProgress) => {
        onProgress(200);
        throw new Error('unavailable');
      })
      .mockImplementationOnce(async (_s, _a, rows, _by, onProgress) => onProgress(rows.length));
    const user = userEvent.setup();
    renderWrite();
    await user.click(screen.getByRole('button', { name: 'Simpan 250 baris' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Penyimpanan berhenti: 200 dari 250 baris tersimpan, sisanya belum.',
    );
    expect(screen.getByRole('progressbar', { name: 'Baris tersimpan' })).toHaveAttribute('value', '200');
    const first = vi.mocked(api.saveRows).mock.calls[0]![2];
    expect(first).toHaveLength(250);
    expect(first[0]).toMatchObject({ id: 'baru-0', before: null });

    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Impor selesai.');
    const rest = vi.mocked(api.saveRows).mock.calls[1]![2];
    expect(rest.map((r) => r.id)).toEqual(first.slice(200).map((r) => r.id));
    expect(screen.getByRole('link', { name: 'Kembali ke Kalkulator: HP Lama' })).toBeVisible();
  });

  it('a batch meeting rows another admin changed since the plan: says so, offers no retry over them', async () => {
    vi.mocked(api.saveRows).mockImplementationOnce(async (_s, _a, _rows, _by, onProgress) => {
      onProgress(200);
      throw new WriteConflict([{ id: 'x', stored: { nama: 'Diubah' } }]);
    });
    const user = userEvent.setup();
    renderWrite();
    await user.click(screen.getByRole('button', { name: 'Simpan 250 baris' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data ini sudah diubah oleh admin lain.');
    expect(alert).toHaveTextContent(
      '1 baris berubah setelah rencana ini dibuat, jadi tidak ditimpa: 200 dari 250',
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Kalkulator: HP Lama' })).toBeVisible();
  });

  it('nothing to write: the button is disabled', () => {
    render(
      <AuthContext.Provider value={signedIn}>
        <MemoryRouter>
          <WriteRows
            schema={schema}
            plan={{ added: [], changed: [], unchanged: 4, invalid: [] }}
            action="impor"
            button="Simpan 0 baris"
            done=""
          />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Simpan 0 baris' })).toBeDisabled();
  });
});
