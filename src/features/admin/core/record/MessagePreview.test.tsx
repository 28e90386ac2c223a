import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagePreview } from './MessagePreview';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';

describe('the repair messages form', () => {
  it('previews the message being edited right above its field, filled from an example ticket as it is typed', async () => {
    const user = userEvent.setup();
    render(
      <RecordForm
        schema={schemaOf('pesan_servis')!}
        initial={{ siap: 'Halo {nama}, {perangkat} {status}. Total {total}.' }}
        busy={false}
        onSave={vi.fn()}
        fieldPreview={(field, texts) => <MessagePreview field={field} texts={texts} />}
      />,
    );
    // One preview: the first message's until another field is edited; the labels find their fields alone.
    const masuk = screen.getByLabelText('Pesan: Masuk');
    expect(screen.getAllByTestId('message-preview')).toHaveLength(1);
    expect(screen.getByTestId('message-preview')).toHaveTextContent('Kosong: pesan bawaan yang dikirim.');
    expect(screen.getByRole('region', { name: 'Pratinjau: Masuk' })).toBe(
      masuk.closest('.mb-3')!.previousElementSibling,
    );

    await user.click(screen.getByLabelText('Pesan: Selesai - Siap diambil'));
    const siap = screen.getByRole('region', { name: 'Pratinjau: Selesai - Siap diambil' });
    expect(siap).toBe(
      screen.getByLabelText('Pesan: Selesai - Siap diambil').closest('.mb-3')!.previousElementSibling,
    );
    expect(within(siap).getByTestId('message-preview')).toHaveTextContent(
      'Halo Putu, iPhone 13 128GB Selesai - Siap diambil. Total Rp 850.000.',
    );
    expect(screen.queryByRole('region', { name: 'Pratinjau: Masuk' })).toBeNull();

    await user.type(masuk, 'Kode {{kode} di {{link}');
    expect(screen.getByTestId('message-preview')).toHaveTextContent(
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
