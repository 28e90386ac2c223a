import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import './ticket-form.scss';
import {
  REPAIR_ITEMS_MAX,
  REPAIR_LINE_MAX,
  REPAIR_TICKET_LIMITS as LIMITS,
} from '../../../firebase/specs/servisan';
import { Field } from '../../../ui/Field';
import { Rupiah } from '../../../ui/Rupiah';
import { typeMoney } from '../core/money-input';
import { parseAmount } from '../core/validate';
import { formatRupiah } from '../../../lib/currency';
import type { RepairItem } from '../../../firebase/types';
import { changesAnsweredQuote } from './requote';
import { FormActions } from '../core/FormActions';
import {
  INTAKE_CONDITION,
  INTAKE_HANDED_OVER,
  INTAKE_LABELS,
  INTAKE_PASSCODE,
  TICKET_LABELS,
  type IntakeField,
} from '../../../firebase/specs/servisan';
import {
  checkTicket,
  dayInWords,
  itemField,
  type Intake,
  type ItemDraft,
  type TicketDraft,
  type TicketFields,
} from './ticket-form';

export interface TicketSubmit {
  fields: TicketFields;
  whatsapp: string;
  imei: string;
}

/** The quote a customer answered, which this form's items and total would replace. */
export interface AnsweredQuote {
  answer: 'setuju' | 'tolak';
  itemList: readonly RepairItem[];
  total: number;
}

/** The running total of what is typed (rows not yet numbers count as 0). */
const typedTotal = (items: ItemDraft[]) => items.reduce((sum, i) => sum + (parseAmount(i.harga) ?? 0), 0);

function ItemRows({
  formId,
  items,
  errors,
  onChange,
}: {
  formId: string;
  items: ItemDraft[];
  errors: Record<string, string>;
  onChange: (items: ItemDraft[]) => void;
}) {
  const set = (i: number, f: keyof ItemDraft, v: string) =>
    onChange(items.map((row, j) => (j === i ? { ...row, [f]: v } : row)));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Rincian biaya</legend>
      {items.map((row, i) => (
        <div key={i} className="row g-2 align-items-start mb-2" data-testid="item-row">
          <Field
            className="col-12 col-sm-6"
            id={`${formId}-${itemField(i, 'nama')}`}
            name={itemField(i, 'nama')}
            label={`Item ${i + 1}`}
            limit={REPAIR_LINE_MAX}
            value={row.nama}
            error={errors[itemField(i, 'nama')]}
            onChange={(e) => set(i, 'nama', e.target.value)}
          />
          <Field
            className="col-8 col-sm-4"
            id={`${formId}-${itemField(i, 'harga')}`}
            name={itemField(i, 'harga')}
            label={`Harga item ${i + 1}`}
            inputMode="numeric"
            autoComplete="off"
            prefix="Rp"
            value={row.harga}
            error={errors[itemField(i, 'harga')]}
            onChange={(e) => typeMoney(e.currentTarget, (v) => set(i, 'harga', v))}
          />
          <div className="col-4 col-sm-2 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              aria-label={`Hapus item ${i + 1}`}
              onClick={() =>
                onChange(items.length > 1 ? items.filter((_, j) => j !== i) : [{ nama: '', harga: '' }])
              }
            >
              Hapus
            </button>
          </div>
        </div>
      ))}
      {errors.items && (
        <p className="text-danger small" role="alert">
          {errors.items}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={items.length >= REPAIR_ITEMS_MAX}
          onClick={() => onChange([...items, { nama: '', harga: '' }])}
        >
          Tambah item
        </button>
        <p className="mb-0 ms-auto fw-semibold" aria-live="polite">
          Total: <Rupiah amount={typedTotal(items)} />
        </p>
      </div>
    </fieldset>
  );
}

/** One group of the intake checklist: a tick per item, each a whole row to tap. */
function CheckGroup({
  legend,
  items,
  intake,
  onChange,
}: {
  legend: string;
  items: readonly IntakeField[];
  intake: Intake;
  onChange: (intake: Intake) => void;
}) {
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="row row-cols-2 g-2">
        {items.map((f) => (
          <div key={f} className="col">
            <div className="form-check intake-check border rounded mb-0">
              <input
                id={`${id}-${f}`}
                type="checkbox"
                className="form-check-input"
                checked={intake[f]}
                onChange={(e) => onChange({ ...intake, [f]: e.target.checked })}
              />
              <label htmlFor={`${id}-${f}`} className="form-check-label">
                {INTAKE_LABELS[f]}
              </label>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The intake checklist: what the receipt prints for the customer to sign. */
function IntakeChecks({ intake, onChange }: { intake: Intake; onChange: (intake: Intake) => void }) {
  return (
    <>
      <CheckGroup
        legend="Kondisi saat diterima"
        items={INTAKE_CONDITION}
        intake={intake}
        onChange={onChange}
      />
      <CheckGroup
        legend="Diserahkan bersama unit"
        items={[...INTAKE_HANDED_OVER, INTAKE_PASSCODE]}
        intake={intake}
        onChange={onChange}
      />
      <p className="form-text mt-n2 mb-3">
        Kode sandi hanya dicatat sudah diberikan atau belum; jangan tulis sandinya di tiket.
      </p>
    </>
  );
}

function labelOf(name: string): string {
  const item = /^item-(\d+)-(nama|harga)$/.exec(name);
  if (item) return `${item[2] === 'nama' ? 'Item' : 'Harga item'} ${Number(item[1]) + 1}`;
  return (name === 'items' ? TICKET_LABELS.itemList : TICKET_LABELS[name]) ?? name;
}

/** The draft's fields typed as text, and the limits the rules set on some of them. */
type TextField = { [K in keyof TicketDraft]: TicketDraft[K] extends string ? K : never }[keyof TicketDraft];
const TEXT_LIMITS: Partial<Record<TextField, number>> = LIMITS;

/**
 * A repair ticket's form (new, or an edit): every refusal beside its field,
 * nothing typed is lost. After a refused save the fields are checked as they
 * change, so a refusal goes once its field is right. `stored` is the ticket's date
 * when editing.
 */
export function TicketForm({
  initial,
  stored,
  busy,
  submitLabel,
  onSave,
  answered = null,
}: {
  initial: TicketDraft;
  stored: { date: Date | null } | null;
  busy: boolean;
  submitLabel: string;
  onSave: (ticket: TicketSubmit) => void;
  /** The customer's answer that stands: changing its items or total sends a new quote. */
  answered?: AnsweredQuote | null;
}) {
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  // Set by the first refused save: from then on the fields are checked as they change.
  const [refused, setRefused] = useState(false);
  const set = <K extends keyof TicketDraft>(k: K, v: TicketDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = checkTicket(draft, new Date(), stored);
    if (!checked.ok) {
      setRefused(true);
      const first = Object.keys(checked.errors)[0]!;
      (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setRefused(false);
    onSave({ fields: checked.fields, whatsapp: checked.whatsapp, imei: checked.imei });
  }

  const recheck = refused || answered ? checkTicket(draft, new Date(), stored) : null;
  const errors: Record<string, string> = refused && recheck && !recheck.ok ? recheck.errors : {};
  // The items as typed replace the quote the customer answered: saving asks them again.
  const requote =
    answered !== null &&
    recheck?.ok === true &&
    changesAnsweredQuote(
      { persetujuan: answered.answer, itemList: answered.itemList, total: answered.total },
      recheck.fields,
    );

  // One of the draft's text fields: its id, value, error and change wired to the draft,
  // its length limited as the rules limit it.
  const field = (
    name: TextField,
    label: string,
    more:
      { hint?: string; type?: string; inputMode?: 'tel' | 'numeric' } | { hint?: string; rows: number } = {},
  ) => (
    <Field
      id={`${formId}-${name}`}
      name={name}
      label={label}
      limit={TEXT_LIMITS[name]}
      value={draft[name]}
      error={errors[name]}
      onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value)}
      {...more}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Form tiket servis">
      {field('nama', 'Nama pelanggan')}
      {field('whatsapp', 'WhatsApp pelanggan', {
        type: 'tel',
        inputMode: 'tel',
        hint: 'Hanya admin yang bisa melihat nomor ini. Dipakai untuk kabar status lewat WhatsApp.',
      })}
      {field('perangkat', 'Perangkat', { hint: 'Merek dan tipe, misalnya iPhone 12 Pro 128GB.' })}
      {field('imei', 'IMEI / nomor seri (opsional)', {
        hint: 'Hanya admin yang bisa melihatnya; dicetak di nota. Tidak tampil di Cek Servisan.',
      })}
      {field('keluhan', 'Keluhan', { rows: 3 })}
      {field('tanggalMasuk', 'Tanggal masuk', {
        type: 'date',
        hint:
          [
            dayInWords(draft.tanggalMasuk),
            stored && !stored.date && 'Kosongkan untuk memakai tanggal yang tersimpan.',
          ]
            .filter(Boolean)
            .join('. ') || undefined,
      })}
      <IntakeChecks intake={draft.intake} onChange={(intake) => set('intake', intake)} />
      {field('garansi', 'Garansi', { hint: 'Misalnya: Garansi layar 30 hari.' })}
      {field('garansiHari', 'Garansi (hari sejak diambil)', {
        inputMode: 'numeric',
        hint: 'Misalnya 30. Pelanggan melihat tanggal akhir garansinya di Cek Servisan. Kosong: tanpa garansi.',
      })}
      <ItemRows
        formId={formId}
        items={draft.items}
        errors={errors}
        onChange={(items) => set('items', items)}
      />
      {requote && (
        <div className="alert alert-warning" role="status" data-testid="requote-notice">
          Pelanggan sudah {answered.answer === 'setuju' ? 'menyetujui' : 'menolak'} biaya{' '}
          <span className="text-nowrap">{formatRupiah(answered.total)}</span>. Rincian baru berarti penawaran
          baru: status kembali ke &quot;Menunggu persetujuan&quot;, jawaban lama tetap tercatat di riwayat,
          dan pelanggan diminta menjawab lagi.
        </div>
      )}
      <FormActions problems={Object.keys(errors).map(labelOf)}>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
          {busy ? 'Menyimpan...' : requote ? 'Simpan sebagai penawaran baru' : submitLabel}
        </button>
      </FormActions>
    </form>
  );
}
