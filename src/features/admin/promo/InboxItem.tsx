import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useMember } from '../../../ui/auth-context';
import { ExternalLink } from '../../../ui/ExternalLink';
import { WhatsAppIcon } from '../../../ui/WhatsAppIcon';
import type { Plain } from '../../../firebase/plain';
import { ConflictNotice } from '../core/conflict/ConflictNotice';
import { versionOf, WriteConflict } from '../core/data/versions';
import type { InboxCopy } from './inbox-copy';
import { STATUS_LABEL, type PromoStatus } from './inbox';

export const STATUS_FAILED = 'Status gagal disimpan. Periksa koneksi lalu coba lagi.';

// A lead's statuses are among a promo request's: one colour for each, in both inboxes.
const BADGE: Record<PromoStatus, string> = {
  baru: 'text-bg-warning',
  dihubungi: 'text-bg-info',
  jadi: 'text-bg-success',
  batal: 'text-bg-secondary',
  selesai: 'text-bg-success',
};

/** What both inboxes' items hold: a status an admin sets on the version read. */
export interface InboxEntry<S extends PromoStatus> {
  id: string;
  waktu: Date | null;
  status: S;
  version: string | null;
}

export interface InboxItemProps<S extends PromoStatus, T extends InboxEntry<S>> {
  item: T;
  /** How its reply and its status group name the item to a screen reader. */
  name: string;
  /** The list item's own name. */
  label: string;
  testId: string;
  statusTestId: string;
  heading: ReactNode;
  /** The item's fields, as a definition list's rows. */
  children: ReactNode;
  statuses: readonly NoInfer<S>[];
  /** The WhatsApp reply; null with `noReply` said on a disabled button instead. */
  replyHref: string | null;
  noReply: string;
  /** Where the status is saved, and the item read back after another admin saved first. */
  inbox: Pick<InboxCopy<T, S>, 'collection' | 'setStatus' | 'storedAs'>;
  onSaved: (item: T) => void;
}

/**
 * One item of an inbox (promo requests, trade-in leads): its heading, time and status
 * badge, its fields, the reply on WhatsApp and the status buttons, saved on the version
 * the admin saw; another admin's change first shows the conflict notice.
 */
export function InboxItem<S extends PromoStatus, T extends InboxEntry<S>>(props: InboxItemProps<S, T>) {
  const { item, name, inbox, onSaved } = props;
  const admin = useMember();
  const [saving, setSaving] = useState<S | null>(null);
  const [failed, setFailed] = useState(false);
  // Another admin changed the item first: what is stored, and the status this admin chose.
  const [conflict, setConflict] = useState<{ stored: Plain | null; status: S } | null>(null);

  async function choose(status: S, over: Pick<T, 'id' | 'version'> = item) {
    setSaving(status);
    setFailed(false);
    try {
      onSaved(await inbox.setStatus(over, status, admin));
      setConflict(null);
    } catch (e) {
      if (e instanceof WriteConflict) setConflict({ stored: e.docs[0]!.stored, status });
      else {
        console.warn(`Status failed (${inbox.collection})`, e);
        setFailed(true);
      }
    } finally {
      setSaving(null);
    }
  }

  function keepTheirs(stored: Plain | null) {
    setConflict(null);
    const now = inbox.storedAs(item.id, stored);
    if (now) onSaved(now);
  }

  return (
    <li className="list-group-item py-3" data-testid={props.testId} aria-label={props.label}>
      <div className="d-flex align-items-start gap-2">
        <div className="me-auto">
          {props.heading}
          <p className="small text-body-secondary mb-0">
            {item.waktu ? formatDateTime(item.waktu) : 'Waktu tidak tercatat'}
          </p>
        </div>
        <span className={`badge ${BADGE[item.status]}`} data-testid={props.statusTestId}>
          {STATUS_LABEL[item.status]}
        </span>
      </div>
      <dl className="small my-2">{props.children}</dl>
      <div className="row g-2">
        <div className="col-12 col-md-5">
          {props.replyHref ? (
            <ExternalLink
              href={props.replyHref}
              className="btn btn-whatsapp w-100"
              aria-label={`Balas ${name} via WhatsApp`}
            >
              <WhatsAppIcon />
              Balas via WhatsApp
            </ExternalLink>
          ) : (
            <button type="button" className="btn btn-light border w-100" disabled>
              {props.noReply}
            </button>
          )}
        </div>
        <div role="group" aria-label={`Status ${name}`} className="col-12 col-md-7 admin-segmented">
          {props.statuses.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-sm ${item.status === s ? 'btn-dark' : 'btn-light border'}`}
              aria-pressed={item.status === s}
              disabled={saving !== null}
              onClick={() => item.status !== s && void choose(s)}
            >
              {saving === s ? 'Menyimpan...' : STATUS_LABEL[s]}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p className="small text-danger mb-0 mt-2" role="alert">
          {STATUS_FAILED}
        </p>
      )}
      {conflict && (
        <div className="mt-2">
          <ConflictNotice
            collection={inbox.collection}
            theirs={conflict.stored}
            mine={{ status: conflict.status }}
            busy={saving !== null}
            onMine={() =>
              void choose(conflict.status, {
                id: item.id,
                version: conflict.stored && versionOf(conflict.stored),
              } as Pick<T, 'id' | 'version'>)
            }
            onTheirs={() => keepTheirs(conflict.stored)}
          />
        </div>
      )}
    </li>
  );
}
