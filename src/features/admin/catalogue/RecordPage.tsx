import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMember } from '../../../ui/auth-context';
import { LoadView } from '../../../ui/LoadView';
import { useLoad } from '../../../ui/useLoad';
import { ScreenHeader } from '../shell/ScreenHeader';
import { HistoryList } from '../history/HistoryList';
import { deleteRecord, listRecords, reloadRecords, saveRecord, type PlainDoc } from './api';
import { ContactPreview } from './ContactPreview';
import { recordParent } from './places';
import { RecordForm } from './RecordForm';
import type { CollectionSchema } from './schema';
import { UnknownCollection } from './UnknownCollection';
import { useCollectionSchema } from './useCollectionSchema';
import type { Row } from './validate';

export const SAVE_FAILED = 'Gagal menyimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';
export const DELETE_FAILED = 'Gagal menghapus. Periksa koneksi lalu coba lagi.';

function Editor({ schema, record }: { schema: CollectionSchema; record: PlainDoc | null }) {
  const admin = useMember();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const back = (saved: string) => navigate(recordParent(schema).to, { state: { saved } });
  // A new notification is sent, not saved: its words say so.
  const create = record ? undefined : schema.create;

  async function save(data: Row) {
    setBusy(true);
    setFailure('');
    try {
      await saveRecord(schema, data, record, admin);
      back(create?.done ?? 'Tersimpan.');
    } catch (e) {
      console.warn('Save failed', e);
      setFailure(SAVE_FAILED);
      setBusy(false);
    }
  }

  async function remove() {
    if (!record) return;
    setBusy(true);
    setFailure('');
    try {
      await deleteRecord(schema, record, admin);
      back('Terhapus.');
    } catch (e) {
      console.warn('Delete failed', e);
      setFailure(DELETE_FAILED);
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <RecordForm
        schema={schema}
        initial={record?.data ?? null}
        busy={busy}
        onSave={save}
        submitLabel={create?.submit}
        preview={schema.collection === 'kontak' ? (texts) => <ContactPreview texts={texts} /> : undefined}
      />
      {record && !schema.singleton && (
        <div className="mt-4 border-top pt-3">
          {confirming ? (
            <div
              role="group"
              aria-label="Konfirmasi hapus"
              className="d-flex flex-wrap gap-2 align-items-center"
            >
              <span className="me-auto">Hapus {schema.noun} ini?</span>
              <button type="button" className="btn btn-danger" onClick={remove} disabled={busy}>
                Ya, hapus
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setConfirming(false)}
              >
                Batal
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              onClick={() => setConfirming(true)}
            >
              Hapus
            </button>
          )}
        </div>
      )}
    </>
  );
}

/**
 * One record's screen: its form and its history. `embedded`: shown inside an area's
 * own screen (the active promo under Promo), which gives the title.
 */
export function Record({
  schema,
  id,
  embedded = false,
}: {
  schema: CollectionSchema;
  id: string;
  embedded?: boolean;
}) {
  const isNew = id === 'baru';
  const title = isNew ? (schema.create?.title ?? `Tambah ${schema.noun}`) : `Ubah ${schema.noun}`;
  // Bumped after a restore: the record and its history are read again.
  const [version, setVersion] = useState(0);
  const [restoreMessage, setRestoreMessage] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // The restore's button is gone with the old history: the news takes the focus.
  useEffect(() => messageRef.current?.focus(), [version]);
  const record = useLoad(
    async () =>
      isNew
        ? { found: null }
        : { found: (await listRecords(schema.collection)).find((r) => r.id === id) ?? null },
    `${schema.collection}/${id}#${version}`,
  );

  // After "Pulihkan versi ini" (HistoryList writes it): the record and its history are read again.
  async function restored(text: string) {
    try {
      await reloadRecords(schema.collection);
    } catch (e) {
      console.warn('Reload after restore failed', e); // the page's own load shows it
    }
    setVersion((v) => v + 1);
    setRestoreMessage(text);
  }

  return (
    <div className="admin-form">
      {!embedded && <ScreenHeader title={title} back={recordParent(schema)} />}
      {isNew && schema.create && <p className="text-body-secondary">{schema.create.lead}</p>}
      {restoreMessage && (
        <div ref={messageRef} tabIndex={-1} className="alert alert-success" role="status">
          {restoreMessage}
        </div>
      )}
      <LoadView load={record} loading="Memuat..." error="Data gagal dimuat.">
        {({ found }) =>
          !isNew && !found && !schema.singleton ? (
            <p className="text-body-secondary">
              Data ini tidak ada (mungkin sudah dihapus). Data yang dihapus bisa dikembalikan dari riwayatnya
              di bawah.
            </p>
          ) : (
            <Editor key={version} schema={schema} record={found} />
          )
        }
      </LoadView>
      {!isNew && (
        <section className="mt-5" aria-labelledby="riwayat-title">
          <h2 id="riwayat-title" className="h5">
            Riwayat
          </h2>
          <HistoryList
            about={{ collection: schema.collection, docId: id }}
            refresh={String(version)}
            onRestored={restored}
          />
        </section>
      )}
    </div>
  );
}

export default function RecordPage() {
  const schema = useCollectionSchema();
  const { id = '' } = useParams();
  if (!schema) return <UnknownCollection />;
  // The active promo lives under Promo, beside the requests.
  if (schema.collection === 'promo') return <Navigate to={paths.admin.promoActive} replace />;
  return (
    <section className="container py-4">
      <Record key={`${schema.collection}/${id}`} schema={schema} id={id} />
    </section>
  );
}
