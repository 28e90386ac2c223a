import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactPreview } from './ContactPreview';
import { RecordForm } from './RecordForm';
import { schemaOf } from '../schema';

describe('the contact form previews the links the public pages will build', () => {
  it('follows what is typed: handles become profile addresses, numbers wa.me links, unusable values say so', async () => {
    const user = userEvent.setup();
    render(
      <RecordForm
        schema={schemaOf('kontak')!}
        initial={{ whatsapp: '0812 3456 7890', instagram: '' }}
        busy={false}
        onSave={vi.fn()}
        preview={(texts) => <ContactPreview texts={texts} />}
      />,
    );
    const preview = within(screen.getByTestId('contact-preview'));
    expect(preview.getByRole('link', { name: 'https://wa.me/6281234567890' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(preview.getByText(/^Instagram:/)).toHaveTextContent('Instagram: kosong (tidak ditampilkan)');

    await user.type(screen.getByLabelText('Instagram'), '@onegadget.bali');
    expect(preview.getByRole('link', { name: 'https://www.instagram.com/onegadget.bali' })).toBeVisible();
    await user.type(screen.getByLabelText('Facebook'), 'javascript:alert(1)');
    expect(preview.getByText(/^Facebook:/)).toHaveTextContent(
      'Facebook: tidak bisa dijadikan tautan (tidak ditampilkan)',
    );
  });
});
