// Under a deduction's form: what a sample phone from the calculator's list would be
// worth with it, from what is typed now, so a wrong figure is seen before it is saved.
import { useState } from 'react';
import { CONDITION_LABELS, type ConditionCode } from '../../../../firebase/specs/potongan-kondisi';
import { formatRupiah } from '../../../../lib/currency';
import { deductionAmount, deductionPhone } from '../../../../lib/deduction';
import { LoadView } from '../../../../ui/LoadView';
import { useLoad } from '../../../../ui/useLoad';
import { loadPhones, type Phone } from './deduction-check';

/** A typed amount: '1.500.000', '20' → a number; null when it is not one. */
function typedNumber(text: string): number | null {
  const t = text.trim().replace(/[.\s]/g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
}

function Sample({ phones, texts }: { phones: Phone[]; texts: Record<string, string> }) {
  const forModel = deductionPhone(texts.model ?? '', phones);
  const [picked, setPicked] = useState<string | null>(null);
  const phone = forModel ?? phones.find((p) => p.nama === picked) ?? phones[0]!;
  const nilai = typedNumber(texts.nilai ?? '');
  const label = CONDITION_LABELS[texts.kode as ConditionCode] ?? 'kondisi ini';
  const amount = nilai === null ? null : deductionAmount({ tipe: texts.tipe ?? '', nilai }, phone.nilaiTukar);
  return (
    <>
      {!forModel && (
        <div className="mb-2">
          <label htmlFor="pratinjau-hp" className="form-label small">
            Contoh HP
          </label>
          <select
            id="pratinjau-hp"
            className="form-select"
            value={phone.nama}
            onChange={(e) => setPicked(e.target.value)}
          >
            {phones.map((p) => (
              <option key={p.nama}>{p.nama}</option>
            ))}
          </select>
        </div>
      )}
      <dl className="small mb-0" data-testid="deduction-preview">
        <dt>{phone.nama}, kondisi terbaik</dt>
        <dd>{formatRupiah(phone.nilaiTukar)}</dd>
        <dt>Dengan {label}</dt>
        <dd className="mb-0">
          {amount === null ? (
            <span className="text-body-secondary">isi potongan dulu</span>
          ) : (
            <>
              <span className="price">{formatRupiah(Math.max(0, phone.nilaiTukar - amount))}</span> (potongan{' '}
              {formatRupiah(amount)})
              {amount > phone.nilaiTukar && (
                <span className="d-block text-danger">
                  Potongan lebih besar dari nilai tukar HP ini: nilainya jadi {formatRupiah(0)}.
                </span>
              )}
            </>
          )}
        </dd>
      </dl>
    </>
  );
}

export function DeductionPreview({ texts }: { texts: Record<string, string> }) {
  const phones = useLoad(loadPhones, 'kalkulator_hp_lama');
  return (
    <section aria-labelledby="pratinjau-potongan" className="card card-body mb-3">
      <h2 id="pratinjau-potongan" className="h6">
        Pratinjau: nilai tukar dengan potongan ini
      </h2>
      <LoadView load={phones} loading="Memuat daftar HP..." error="Gagal memuat daftar HP lama.">
        {({ phones: list }) =>
          list.length ? (
            <Sample phones={list} texts={texts} />
          ) : (
            <p className="small mb-0">Belum ada HP di Kalkulator: HP Lama.</p>
          )
        }
      </LoadView>
    </section>
  );
}
