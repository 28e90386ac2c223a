import { lazy, Suspense, useState } from 'react';
import type { QuoteAnswer } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { formatDate } from '../../lib/dates';
import { isOldRepairCode } from '../../lib/repair-code';
import { isCollected, statusBadgeClass, waitsForAnswer } from '../../lib/repair-status';
import { ChatAdminButton } from '../../ui/ChatLink';
import { useShopWhatsApp } from '../../ui/useShopContact';
import type { RepairRecord } from './api';
import { foundRepairChatText } from './repair-code';
import { historyEntry } from './repair-history';
import { shownStatus } from './repair-steps';
import { RepairSteps } from './RepairSteps';

function entryDate(r: RepairRecord): string {
  if (r.tanggalMasuk) return formatDate(r.tanggalMasuk);
  return r.tanggalMasukText || '-';
}

function History({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>Belum ada catatan.</>;
  return (
    <ol className="repair-timeline">
      {lines.map((line, i) => {
        const { when, what } = historyEntry(line);
        return (
          <li key={i}>
            {when && (
              <>
                <span className="repair-timeline-when">{when}</span>
                {/* Heard (and copied) as the line was written: 'tanggal – keterangan'. */}
                <span className="visually-hidden"> – </span>
              </>
            )}
            <span className="repair-timeline-what">{what}</span>
          </li>
        );
      })}
    </ol>
  );
}

// Its own chunk: only a ticket with a quote (waiting, or answered) needs it.
const QuoteApproval = lazy(() => import('./QuoteApproval'));
const WarrantyLine = lazy(() => import('./WarrantyLine'));

/** A found repair: the status (badge and steps), a chat about it, the details and the costs. */
export function RepairDetails({ record: found, onReload }: { record: RepairRecord; onReload: () => void }) {
  const whatsapp = useShopWhatsApp();
  // The answer just stored, shown everywhere at once until the next lookup brings the ticket anew.
  const [answered, setAnswered] = useState<{ from: RepairRecord; answer: QuoteAnswer } | null>(null);
  const record = answered?.from === found ? { ...found, quoteAnswer: answered.answer } : found;
  // An answered quote reads as its answer until staff move the ticket on.
  const answer = record.quoteAnswer?.answer ?? null;
  const status = shownStatus(record.status, answer);
  const badgeClass =
    status === record.status
      ? statusBadgeClass(status)
      : `badge text-bg-${answer === 'setuju' ? 'success' : 'secondary'}`;
  // Dated from pickup: only a collected device's warranty has begun.
  const collected = isCollected(record.status) && record.garansiHari > 0 && record.diambilPada;
  // A quote under a legacy code is answered through its own chat: one WhatsApp button, not two.
  const chatsInQuote = !answer && waitsForAnswer(record.status) && isOldRepairCode(record.code);
  return (
    <article className="card repair-result" aria-labelledby="repair-result-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="repair-result-title" className="h5 mb-0 text-break">
            Kode <span className="font-monospace">{record.code}</span>
          </h2>
          <span className={`${badgeClass} fs-6`} data-testid="repair-status">
            {status || '-'}
          </span>
        </div>
        <RepairSteps status={record.status} answer={answer} />
        {(answer || waitsForAnswer(record.status) || record.pastAnswers.length > 0) && (
          <Suspense fallback={null}>
            <QuoteApproval
              record={record}
              onAnswered={(answer) => setAnswered({ from: found, answer })}
              onReload={onReload}
            />
          </Suspense>
        )}
        {!chatsInQuote && (
          <div className="d-grid d-sm-block mt-3">
            <ChatAdminButton
              number={whatsapp}
              text={foundRepairChatText(record)}
              data-tap="servis"
              className="repair-chat"
            >
              {/* Short enough for one line on a phone; a receipt's code never splits at its
                hyphen, a long legacy code may break. */}
              <span>
                Tanya Admin:{' '}
                <span className={record.code.length <= 20 ? 'text-nowrap' : undefined}>{record.code}</span>
              </span>
            </ChatAdminButton>
          </div>
        )}
      </div>

      <div className="card-body border-top">
        <dl className="repair-fields mb-0">
          <div>
            <dt>Nama</dt>
            <dd>{record.nama || '-'}</dd>
          </div>
          <div>
            <dt>Perangkat</dt>
            <dd>{record.perangkat || '-'}</dd>
          </div>
          <div>
            <dt>Tanggal Masuk</dt>
            <dd>{entryDate(record)}</dd>
          </div>
          <div>
            <dt>Garansi</dt>
            <dd>
              {record.garansi || '-'}
              {collected && (
                <Suspense fallback={null}>
                  <WarrantyLine collected={collected} days={record.garansiHari} />
                </Suspense>
              )}
            </dd>
          </div>
          <div className="repair-fields-wide">
            <dt>Keluhan</dt>
            <dd>{record.keluhan || '-'}</dd>
          </div>
        </dl>
      </div>

      {/* No scrolling wrapper: the cells wrap (repair-status.scss), so nothing needs a scroll box. */}
      <table className="table mb-0 repair-items">
        <caption className="visually-hidden">Rincian biaya servis</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Harga
            </th>
          </tr>
        </thead>
        <tbody>
          {record.itemList.length === 0 ? (
            <tr>
              <td colSpan={2} className="text-body-secondary">
                Belum ada rincian item.
              </td>
            </tr>
          ) : (
            record.itemList.map((item, i) => (
              <tr key={i}>
                <td>{item.nama || '-'}</td>
                <td className="text-end price">{formatRupiah(item.harga)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="text-end price" data-testid="repair-total">
              {formatRupiah(record.total)}
            </td>
          </tr>
        </tfoot>
      </table>

      <div className="card-body border-top">
        <dl className="mb-0 repair-history">
          <dt className="h6">Riwayat Perbaikan</dt>
          <dd className="mb-0">
            <History lines={record.historyPerbaikan} />
          </dd>
        </dl>
      </div>
    </article>
  );
}
