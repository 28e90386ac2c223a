import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REPAIR_MESSAGES } from '../../../../lib/repair-message-defaults';
import { MessageGuide, MessagePreview } from './MessagePreview';
import { messagesShown, messagesStored } from './repair-messages';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';

describe('the repair messages form', () => {
  it("starts every message as it is sent, the app's own ready to edit, and stores '' for those left so", () => {
    const schema = schemaOf('pesan_servis')!;
    const shown = messagesShown(schema, { siap: 'Halo {nama}, sudah siap.', _riwayat: 'x' });
    expect(shown.siap).toBe('Halo {nama}, sudah siap.');
    expect(shown.masuk).toBe(DEFAULT_REPAIR_MESSAGES.masuk);
    expect(messagesShown(schema, null).persetujuan).toBe(DEFAULT_REPAIR_MESSAGES.persetujuan);
    expect(
      messagesStored({
        masuk: DEFAULT_REPAIR_MESSAGES.masuk!,
        siap: 'Halo {nama}, sudah siap.',
        persetujuan: '',
      }),
    ).toEqual({ masuk: '', siap: 'Halo {nama}, sudah siap.', persetujuan: '' });
  });

  it('says the marks once, and previews the message being edited beside its own field, as it is typed', async () => {
    const user = userEvent.setup();
    const schema = schemaOf('pesan_servis')!;
    render(
      <RecordForm
        schema={schema}
        initial={messagesShown(schema, { siap: 'Halo {nama}, {perangkat} {status}. Total {total}.' })}
        busy={false}
        onSave={vi.fn()}
        fieldPreview={(field, texts) => <MessagePreview field={field} texts={texts} />}
        intro={<MessageGuide />}
        onceHint={schema.fields[0]!.hint}
      />,
    );
    // The marks once, above the fields; no field repeats them.
    expect(screen.getByTestId('message-guide')).toHaveTextContent('{nama} nama pelanggan');
    expect(screen.getByTestId('message-guide')).toHaveTextContent('{link} link cek status');
    expect(screen.getAllByText(/Tanda yang diisi otomatis/)).toHaveLength(1);
    const masuk = screen.getByLabelText('Pesan: Masuk');
    expect(masuk).not.toHaveAccessibleDescription(expect.stringContaining('{nama}'));
    // The app's own message in the field, not an empty one.
    expect(masuk).toHaveValue(DEFAULT_REPAIR_MESSAGES.masuk);
    expect(screen.queryByText(/Kosong/)).toBeNull();

    // One preview, in the box of the field it previews (the first until another is edited).
    const boxOf = (field: HTMLElement) => field.closest('.record-field-box')!;
    expect(screen.getAllByTestId('message-preview')).toHaveLength(1);
    const first = screen.getByRole('region', { name: 'Pratinjau: Masuk' });
    expect(boxOf(masuk)).toContainElement(first);
    expect(first).toHaveTextContent(
      'Halo Putu, unit iPhone 13 128GB Anda sudah kami terima untuk diservis di ONE GADGET. Kode servisan: OG-7K2QM9XDHT.',
    );

    const siapField = screen.getByLabelText('Pesan: Selesai - Siap diambil');
    await user.click(siapField);
    const siap = screen.getByRole('region', { name: 'Pratinjau: Selesai - Siap diambil' });
    expect(boxOf(siapField)).toContainElement(siap);
    expect(within(siap).getByTestId('message-preview')).toHaveTextContent(
      'Halo Putu, iPhone 13 128GB Selesai - Siap diambil. Total Rp 850.000.',
    );
    expect(screen.queryByRole('region', { name: 'Pratinjau: Masuk' })).toBeNull();

    await user.clear(masuk);
    await user.type(masuk, 'Kode {{kode} di {{link}');
    expect(screen.getByTestId('message-preview')).toHaveTextContent(
      `Kode OG-7K2QM9XDHT di ${location.origin}/cek-servisan?kode=OG-7K2QM9XDHT`,
    );
    // Emptied: the app's own message is previewed, and said to be sent.
    await user.clear(masuk);
    expect(screen.getByTestId('message-preview')).toHaveTextContent('Halo Putu, unit iPhone 13 128GB Anda');
    expect(screen.getByRole('region', { name: 'Pratinjau: Masuk' })).toHaveTextContent(
      'Kolom kosong: pesan bawaan ini yang dikirim.',
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
