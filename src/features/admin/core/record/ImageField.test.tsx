import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as images from './image-api';
import { UploadRefused, type UploadStage } from './image-api';
import { IMAGE_MESSAGES, UPLOAD_REFUSED } from './image-messages';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';

// No Storage here: the upload itself is stubbed at the feature's api, and a Storage
// path's preview resolves to a made-up address.
vi.mock('./image-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./image-api')>()),
  uploadAvailable: vi.fn(),
  uploadImage: vi.fn(),
}));
vi.mock('../../../../firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../firebase/storage')>()),
  resolveImageUrl: vi.fn(async (path: string) => `https://storage.test/${path}`),
}));

const aksesoris = schemaOf('aksesoris')!;
const TWS = {
  nama: 'TWS Pro',
  merk: 'Acme',
  kategori: 'Audio',
  harga: 150000,
  stok: 3,
  gambar: '/img/aksesoris/tws.svg',
};
const STORED = 'aksesoris/20250601-k3j9x2ab7q.webp';

function renderForm(initial: Record<string, unknown> | null = TWS) {
  const onSave = vi.fn();
  render(<RecordForm schema={aksesoris} initial={initial} busy={false} onSave={onSave} />);
  return {
    onSave,
    file: screen.getByLabelText('Unggah gambar'),
    save: () => screen.getByRole('button', { name: /Simpan|Menunggu unggahan/ }),
  };
}

const preview = () => screen.getByRole('img', { name: 'Pratinjau gambar' });
/** The address field, shown when the owner chose to type one or the value is their own address. */
const url = () => screen.getByRole('textbox', { name: 'Gambar' });
/** A stored picture: shown, its path never. */
const kept = () => screen.getByRole('group', { name: 'Gambar' });
const pasteAnother = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Tempel alamat lain' }));

/** Locally (no upload), the stored picture replaced by a typed address. */
async function typeAnotherAddress(text: string) {
  vi.mocked(images.uploadAvailable).mockReturnValue(false);
  const user = userEvent.setup();
  const form = renderForm();
  await pasteAnother(user);
  await user.type(url(), text);
  return { user, ...form };
}
const png = () => new File(['png'], 'tws.png', { type: 'image/png' });

beforeEach(() => {
  vi.mocked(images.uploadAvailable).mockReset().mockReturnValue(true);
  vi.mocked(images.uploadImage).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('ImageField in the admin form', () => {
  it('locally: the upload control says it is unavailable, and a typed URL is saved', async () => {
    vi.mocked(images.uploadAvailable).mockReturnValue(false);
    const user = userEvent.setup();
    const { onSave, file, save } = renderForm();
    expect(file).toBeDisabled();
    expect(file).toHaveAccessibleDescription(IMAGE_MESSAGES.local);
    expect(kept()).toHaveTextContent(IMAGE_MESSAGES.kept);
    expect(screen.queryByRole('textbox', { name: 'Gambar' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('/img/aksesoris');
    expect(preview()).toHaveAttribute('src', '/img/aksesoris/tws.svg');

    await pasteAnother(user);
    await waitFor(() => expect(url()).toHaveFocus());
    expect(url()).toHaveValue('');
    await user.type(url(), 'https://cdn.example.com/tws.webp');
    await waitFor(() => expect(preview()).toHaveAttribute('src', 'https://cdn.example.com/tws.webp'), {
      timeout: 3000,
    });
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ gambar: 'https://cdn.example.com/tws.webp' }),
    );
    expect(images.uploadImage).not.toHaveBeenCalled();
  });

  it('a chosen file is uploaded for its collection, and its stored path fills the field', async () => {
    let finish!: (path: string) => void;
    let report!: (stage: UploadStage) => void;
    vi.mocked(images.uploadImage).mockImplementation((_file, _collection, onStage) => {
      report = onStage;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    const { onSave, file, save } = renderForm();
    expect(file).toBeEnabled();
    expect(file).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,image/avif');

    const chosen = png();
    await user.upload(file, chosen);
    expect(images.uploadImage).toHaveBeenCalledWith(chosen, 'aksesoris', expect.any(Function));
    act(() => report({ stage: 'sending', fraction: 0.5 }));
    expect(screen.getByRole('status')).toHaveTextContent('Mengunggah... 50%');
    expect(save()).toBeDisabled();
    expect(save()).toHaveTextContent('Menunggu unggahan...');
    expect(file).toBeDisabled();

    await act(async () => finish(STORED));
    expect(kept()).toBeVisible();
    expect(screen.queryByDisplayValue(STORED)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(IMAGE_MESSAGES.done);
    await waitFor(() => expect(preview()).toHaveAttribute('src', `https://storage.test/${STORED}`), {
      timeout: 3000,
    });
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ gambar: STORED, nama: 'TWS Pro' }));
  });

  it('a file too big or of the wrong type gets the message, and the field keeps its value', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { file, onSave, save } = renderForm();

    await user.upload(file, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_REFUSED.type);
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(kept()).toBeVisible();

    const gif = new File(['gif'], 'promo.gif', { type: 'image/gif' });
    Object.defineProperty(gif, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(file, gif);
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_REFUSED['upload-size']);

    const photo = new File(['jpg'], 'foto.jpg', { type: 'image/jpeg' });
    Object.defineProperty(photo, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(file, photo);
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_REFUSED['source-size']);

    expect(images.uploadImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ gambar: '/img/aksesoris/tws.svg' }));
  });

  it('a failed upload keeps what was typed and can be tried again with the same file', async () => {
    vi.mocked(images.uploadImage).mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(STORED);
    const user = userEvent.setup();
    const { file } = renderForm();
    await pasteAnother(user);
    await user.type(url(), 'https://cdn.example.com/lama.jpg');

    const chosen = png();
    await user.upload(file, chosen);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.failed);
    expect(url()).toHaveValue('https://cdn.example.com/lama.jpg');

    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(kept()).toBeVisible();
    expect(images.uploadImage).toHaveBeenCalledTimes(2);
    expect(vi.mocked(images.uploadImage).mock.calls[1]![0]).toBe(chosen);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an upload Storage refuses says why, without a retry', async () => {
    vi.mocked(images.uploadImage).mockRejectedValue(new UploadRefused('denied'));
    const user = userEvent.setup();
    const { file } = renderForm();
    await user.upload(file, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_REFUSED.denied);
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(kept()).toBeVisible();
  });

  it('an image the form refuses is shown beside the field', async () => {
    const { user, onSave, save } = await typeAnotherAddress('http://tidak-aman.example.com/a.png');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(url()).toHaveAttribute('aria-invalid', 'true');
    expect(url()).toHaveFocus();
    expect(url()).toHaveAccessibleDescription(
      expect.stringContaining('tempel alamat gambar yang diawali https://'),
    );
  });

  it('Batal after "Tempel alamat lain" brings the stored picture back', async () => {
    const { user, onSave, save } = await typeAnotherAddress('https://cdn');
    await user.click(screen.getByRole('button', { name: 'Batal, pakai gambar tadi' }));
    expect(kept()).toBeVisible();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ gambar: '/img/aksesoris/tws.svg' }));
  });
});
