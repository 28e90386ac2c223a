import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useMember } from '../../../../ui/auth-context';
import { LoadView } from '../../../../ui/LoadView';
import { useLoad } from '../../../../ui/useLoad';
import { ScreenHeader } from '../../shell/ScreenHeader';
import { HistoryList } from '../history/HistoryList';
import type { Plain } from '../../../../firebase/plain';
import { WriteConflict } from '../data/versions';
import { ConflictNotice } from '../conflict/ConflictNotice';
import {
  deleteRecord,
  readRecord,
  reloadRecords,
  saveRecord,
  type PlainDoc,
  type Seen,
} from '../records-api';
import { ContactPreview } from './ContactPreview';
import { useDeductionCheck } from './deduction-check';
import { DeductionPreview } from './DeductionPreview';
import { MessageGuide, MessagePreview } from './MessagePreview';
import { messagesShown, messagesStored } from './repair-messages';
import { recordParent } from './places';
import { RecordForm } from './RecordForm';
import type { CollectionSchema } from '../schema';
import { UnknownCollection } from '../UnknownCollection';
import { useCollectionSchema } from '../useCollectionSchema';
import type { Row } from '../validate';
import { adminPaths } from '../../../../config/admin-paths';

export const SAVE_FAILED = 'Gagal menyimpan. Periksa koneksi lalu coba lagi; isian kamu masih di sini.';
export const THEIRS_SHOWN = 'Form menampilkan versi yang tersimpan sekarang. Isian kamu tidak disimpan.';
export const DELETE_FAILED = 'Gagal menghapus. Periksa koneksi lalu coba lagi.';

/** Another admin saved first: what is stored now, and what this admin meant to write. */
type Conflict = { kind: 'save'; stored: Plain | null; mine: Row } | { kind: 'delete'; stored: Plain | null };

function Editor({
  schema,
  record,
  onTheirs,
}: {
  schema: CollectionSchema;
  record: PlainDoc | null;
  /** "Pakai versi mereka": the record is shown again as stored (the list's copy has it). */
  onTheirs: () => void;
}) {
  const admin = useMember();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const back = (saved: string) => navigate(recordParent(schema).to, { state: { saved } });
  // A new notification is sent, not saved: its words say so.
  const create = record ? undefined : schema.create;
  // The document this form writes: the record's, else the singleton's (a new one gets a fresh id).
  const id = record?.id ?? schema.singleton;
  const check = useDeductionCheck(schema.collection, record?.id);
  // The repair messages show the app's own words ready to edit, and store '' for them.
  const messages = schema.collection === 'pesan_servis';

  // After a conflict the admin has seen the stored version beside theirs: a save
  // (the form's or "Pakai versi saya") is then based on that version.
  const shown: Seen | null = conflict && id ? { id, data: conflict.stored } : record;

  /** Saves on the version read (or shown by a conflict), never over another admin's unseen one. */
  async function save(data: Row, over: Seen | null = shown) {
    setBusy(true);
    setFailure('');
    try {
      await saveRecord(schema, messages ? messagesStored(data) : data, over, admin);
      back(create?.done ?? 'Tersimpan.');
    } catch (e) {
      setBusy(false);
      if (e instanceof WriteConflict) {
        setConflict({ kind: 'save', stored: e.docs[0]!.stored, mine: data });
        return;
      }
      console.warn('Save failed', e);
      setFailure(SAVE_FAILED);
    }
  }

  async function remove(over: PlainDoc | null = record) {
    if (!over) {
      back('Terhapus.'); // another admin deleted it already
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await deleteRecord(schema, over, admin);
      back('Terhapus.');
    } catch (e) {
      setBusy(false);
      setConfirming(false);
      if (e instanceof WriteConflict) {
        setConflict({ kind: 'delete', stored: e.docs[0]!.stored });
        return;
      }
      console.warn('Delete failed', e);
      setFailure(DELETE_FAILED);
    }
  }

  function keepMine(c: Conflict) {
    if (c.kind === 'save') void save(c.mine);
    else void remove(c.stored && id ? { id, data: c.stored } : null);
  }

  const notice = conflict && (
    <ConflictNotice
      collection={schema.collection}
      theirs={conflict.stored}
      mine={conflict.kind === 'save' ? conflict.mine : (record?.data ?? {})}
      mineLabel={conflict.kind === 'save' ? undefined : 'Yang kamu hapus'}
      mineAction={conflict.kind === 'save' ? undefined : 'Tetap hapus'}
      busy={busy}
      onMine={() => keepMine(conflict)}
      onTheirs={onTheirs}
    />
  );

  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {conflict?.kind === 'save' && notice}
      <RecordForm
        schema={schema}
        initial={messages ? messagesShown(schema, record?.data ?? null) : (record?.data ?? null)}
        busy={busy}
        onSave={(data) => void save(data)}
        submitLabel={create?.submit}
        check={check}
        preview={
          schema.collection === 'kontak'
            ? (texts) => <ContactPreview texts={texts} />
            : schema.collection === 'potongan_kondisi'
              ? (texts) => <DeductionPreview texts={texts} />
              : undefined
        }
        fieldPreview={messages ? (field, texts) => <MessagePreview field={field} texts={texts} /> : undefined}
        intro={messages && <MessageGuide />}
        onceHint={messages ? schema.fields[0]?.hint : undefined}
      />
      {record && !schema.singleton && (
        <div className="mt-4 border-top pt-3">
          {conflict?.kind === 'delete' && notice}
          {confirming ? (
            <div
              role="group"
              aria-label="Konfirmasi hapus"
              className="d-flex flex-wrap gap-2 align-items-center"
            >
              <span className="me-auto">Hapus {schema.noun} ini?</span>
              <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={busy}>
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
    async () => (isNew ? { found: null } : { found: await readRecord(schema.collection, id) }),
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

  // "Pakai versi mereka": the list's copy already holds the stored version; the form shows it.
  function theirs() {
    setVersion((v) => v + 1);
    setRestoreMessage(THEIRS_SHOWN);
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
            <Editor key={version} schema={schema} record={found} onTheirs={theirs} />
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
  if (schema.collection === 'promo') return <Navigate to={adminPaths.promoActive} replace />;
  return (
    <section className="container py-4">
      <Record key={`${schema.collection}/${id}`} schema={schema} id={id} />
    </section>
  );
}
