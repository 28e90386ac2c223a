import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagePreview } from './MessagePreview';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';

describe('the repair messages form', () => {
  it('previews each message filled from an example ticket as it is typed', async () => {
    const user = userEvent.setup();
    render(
      <RecordForm
        schema={schemaOf('pesan_servis')!}
        initial={{ siap: 'Halo {nama}, {perangkat} {status}. Total {total}.' }}
        busy={false}
        onSave={vi.fn()}
        preview={(texts) => <MessagePreview texts={texts} />}
      />,
    );
    const preview = within(screen.getByTestId('message-preview'));
    expect(preview.getByText('Selesai - Siap diambil').nextSibling).toHaveTextContent(
      'Halo Putu, iPhone 13 128GB Selesai - Siap diambil. Total Rp 850.000.',
    );
    expect(preview.getByText('Masuk').nextSibling).toHaveTextContent('Kosong: pesan bawaan yang dikirim.');

    await user.type(screen.getByLabelText('Pesan: Masuk'), 'Kode {{kode} di {{link}');
    expect(preview.getByText('Masuk').nextSibling).toHaveTextContent(
      `Kode OG-7K2QM9XDHT di ${location.origin}/cek-servisan?kode=OG-7K2QM9XDHT`,
    );
  });

  it('refuses a message with a mark it does not know, beside its field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<RecordForm schema={schemaOf('pesan_servis')!} initial={null} busy={false} onSave={onSave} />);
    await user.type(screen.getByLabelText('Pesan: Diambil'), 'Garansi sampai {{garansi}');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Pesan: Diambil')).toHaveAccessibleDescription(
      expect.stringContaining('Tanda {garansi} tidak dikenal.'),
    );
  });
});
