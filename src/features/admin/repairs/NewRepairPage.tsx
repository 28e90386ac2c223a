import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newRepairCode } from '../../../lib/new-repair-code';
import { useMember } from '../../../ui/auth-context';
import { ScreenHeader } from '../shell/ScreenHeader';
import { createTicket } from './api';
import { emptyDraft } from './ticket-form';
import { TicketForm, type TicketSubmit } from './TicketForm';
import { adminPaths } from '../../../config/admin-paths';

export const CREATE_FAILED = 'Tiket gagal dibuat. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';

/** /admin/servisan/baru: a phone comes in; the ticket gets its code. */
export default function NewRepairPage() {
  const admin = useMember();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [initial] = useState(() => emptyDraft(new Date()));
  // Chosen once: sending again after a failure cannot store the ticket twice.
  const [code] = useState(() => newRepairCode());

  async function save({ fields, whatsapp, imei }: TicketSubmit) {
    setBusy(true);
    setFailed(false);
    try {
      const stored = await createTicket(fields, { whatsapp, imei }, admin, new Date(), code);
      navigate(adminPaths.repair(stored), { state: { created: true } });
    } catch (e) {
      console.warn('Ticket create failed', e);
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <section className="container py-4">
      <div className="admin-form">
        <ScreenHeader title="Tiket Servis Baru" back={{ to: adminPaths.repairs, label: 'Tiket servis' }} />
        <p className="text-body-secondary small">
          Kode servisan dibuat otomatis setelah disimpan. Status awal: Masuk.
        </p>
        {failed && (
          <div className="alert alert-danger" role="alert">
            {CREATE_FAILED}
          </div>
        )}
        <TicketForm initial={initial} stored={null} busy={busy} submitLabel="Buat tiket" onSave={save} />
      </div>
    </section>
  );
}
