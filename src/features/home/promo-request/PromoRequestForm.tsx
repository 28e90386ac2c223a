import { useId, useRef, useState, type FormEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { PROMO_REQUEST_LIMITS } from '../../../firebase/specs/promo-request';
import { Field } from '../../../ui/Field';
import {
  newPromoRequestId,
  PROMO_REQUEST_FIELDS,
  promoRequestErrors,
  submitPromoRequest,
  wasRefused,
  type PromoRequestErrors,
  type PromoRequestField,
  type PromoRequestInput,
} from './api';
import { PROMO_REQUEST_FAILURE, PROMO_REQUEST_OFFLINE } from './messages';

const EMPTY: PromoRequestInput = { nama: '', whatsapp: '', alamat: '', pesan: '' };

interface FieldSpec {
  name: PromoRequestField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel';
  placeholder?: string;
  hint?: string;
  rows?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'nama', label: 'Nama Lengkap', autoComplete: 'name' },
  { name: 'whatsapp', label: 'WhatsApp', autoComplete: 'tel', type: 'tel', placeholder: '08xxxxxxxxxx' },
  { name: 'alamat', label: 'Alamat', autoComplete: 'street-address' },
  {
    name: 'pesan',
    label: 'Pesan',
    autoComplete: 'off',
    rows: 3,
    placeholder: 'Contoh: Samsung Galaxy A52, layar bergaris hijau setelah jatuh',
    hint: 'Tulis merek HP, tipe, dan deskripsi kerusakannya.',
  },
];

/**
 * The promo request form: four required fields, each no longer than the rules allow,
 * and a phone-like WhatsApp number. One click, one document: the button is disabled
 * while sending, and the document's id is chosen once per request, so sending again
 * after a timeout cannot store it twice. On failure the typed values stay; on
 * success the form is cleared, gets a new id, and `onSent` is called.
 */
export function PromoRequestForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [values, setValues] = useState<PromoRequestInput>(EMPTY);
  const [errors, setErrors] = useState<PromoRequestErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'error' | 'offline'>('idle');
  const sending = useRef(false);
  const requestId = useRef<string | null>(null);
  // An earlier send of this request ended without the rules' answer (timeout,
  // network): it may have been stored, so a refusal of the next one means "already there".
  const unsure = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const found = promoRequestErrors(values);
    setErrors(found);
    const first = PROMO_REQUEST_FIELDS.find((f) => found[f]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    sending.current = true;
    setStatus('sending');
    requestId.current ??= newPromoRequestId();
    try {
      await submitPromoRequest(values, requestId.current, { afterUnsureAttempt: unsure.current });
      requestId.current = null;
      unsure.current = false;
      setValues(EMPTY);
      setStatus('idle');
      onSent();
    } catch (error) {
      console.warn('Promo request failed', error);
      if (!wasRefused(error)) unsure.current = true;
      setStatus(navigator.onLine === false ? 'offline' : 'error');
    } finally {
      sending.current = false;
    }
  }

  function change(name: PromoRequestField, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    // An error goes away once the value is fixed; a new one waits for the next send.
    if (errors[name] && !promoRequestErrors({ ...values, [name]: value })[name])
      setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  const isSending = status === 'sending';

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Form pengajuan promo">
      {FIELDS.map((f) => {
        const field = {
          id: `${id}-${f.name}`,
          name: f.name,
          label: f.label,
          hint: f.hint,
          error: errors[f.name] ?? null,
          limit: PROMO_REQUEST_LIMITS[f.name],
          required: true,
          autoComplete: f.autoComplete,
          placeholder: f.placeholder,
          value: values[f.name],
          readOnly: isSending,
        };
        return f.rows ? (
          <Field key={f.name} {...field} rows={f.rows} onChange={(e) => change(f.name, e.target.value)} />
        ) : (
          <Field
            key={f.name}
            {...field}
            type={f.type ?? 'text'}
            inputMode={f.type === 'tel' ? 'tel' : undefined}
            onChange={(e) => change(f.name, e.target.value)}
          />
        );
      })}
      {(status === 'error' || status === 'offline') && (
        <div className="alert alert-danger" role="alert">
          {PROMO_REQUEST_FAILURE}
          {status === 'offline' && ` ${PROMO_REQUEST_OFFLINE}`}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={isSending}>
        {isSending ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Mengirim...
          </>
        ) : (
          'Kirim Pengajuan'
        )}
      </button>
    </form>
  );
}
