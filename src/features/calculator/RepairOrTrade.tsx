import { formatRupiah } from '../../lib/currency';
import { ChatAdminButton } from '../../ui/ChatLink';
import { rangeText } from './condition';
import { asIsChatText, repairChatText, type RepairOrTrade as Comparison } from './repair-or-trade';

/**
 * "Perbaiki atau tukar?": what each path leaves the visitor, side by side (traded as
 * it is; repaired, less the repair's cost), the better one marked, so the verdict
 * below is the difference of the two figures shown.
 */
export function RepairOrTrade({
  phone,
  comparison: c,
  whatsapp,
}: {
  phone: string;
  comparison: Comparison;
  whatsapp: string;
}) {
  const repairFirst = c.better === 'perbaiki';
  return (
    <section className="repair-or-trade" aria-labelledby="perbaiki-atau-tukar" data-testid="repair-or-trade">
      <h3 id="perbaiki-atau-tukar" className="h6">
        Perbaiki atau tukar?
      </h3>
      <dl className="repair-or-trade-figures">
        <div className={repairFirst ? '' : 'is-better'} data-testid="repair-or-trade-as-is">
          <dt>Ditukar apa adanya</dt>
          <dd>
            <span className="price">{rangeText(c.asIs)}</span>
            <span className="d-block small text-body-secondary">tanpa biaya servis</span>
          </dd>
        </div>
        <div className={repairFirst ? 'is-better' : ''} data-testid="repair-or-trade-repaired">
          <dt>Diperbaiki dulu, lalu ditukar</dt>
          <dd>
            <span className="price">{rangeText(c.net)}</span>
            <span className="d-block small text-body-secondary">
              {rangeText(c.repaired)} setelah diperbaiki − {formatRupiah(c.cost)} biaya{' '}
              {c.repairs.map((r) => r.jenis).join(' + ')}
            </span>
          </dd>
        </div>
      </dl>
      <p className="fw-semibold" data-testid="repair-or-trade-better">
        {repairFirst
          ? `Lebih untung diperbaiki dulu: sisa ${formatRupiah(c.gain)} lebih banyak setelah biaya servis.`
          : c.gain > 0
            ? `Lebih untung ditukar apa adanya: ${formatRupiah(c.gain)} lebih banyak daripada servis dulu.`
            : 'Sama saja: biaya servis setara dengan naiknya harga. Lebih praktis ditukar apa adanya.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <ChatAdminButton number={whatsapp} text={repairChatText(phone, c)} data-tap="servis">
          Tanya soal servis
        </ChatAdminButton>
        <ChatAdminButton number={whatsapp} text={asIsChatText(phone, c)} data-tap="kalkulator">
          Tanya tukar apa adanya
        </ChatAdminButton>
      </div>
    </section>
  );
}
