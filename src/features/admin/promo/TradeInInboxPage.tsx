import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadView } from '../../../ui/LoadView';
import { ShowMore } from '../../../ui/ShowMore';
import { usePaged } from '../../../ui/usePaged';
import { FilterChips } from '../core/FilterChips';
import { ListSearch } from '../core/ListSearch';
import { ScreenHeader } from '../shell/ScreenHeader';
import { PromoTabs } from './PromoTabs';
import { leads as inbox } from './leads-api';
import { LeadItem } from './LeadItem';
import { useInboxLoad } from './useInboxLoad';
import { FILTER_LABEL } from './inbox';
import { countByStatus, findLeads, LEAD_FILTERS, leadFilterFrom, type Lead, type LeadFilter } from './leads';

const PAGE = 50;

function Inbox({ leads, arrived }: { leads: Lead[]; arrived: number }) {
  const [params, setParams] = useSearchParams();
  const filter = leadFilterFrom(params.get('status'));
  const [typed, setTyped] = useState('');
  const [changed, setChanged] = useState<Record<string, Lead>>({});
  const current = leads.map((l) => changed[l.id] ?? l);
  const shown = findLeads(current, filter, typed);
  const [count, more] = usePaged(PAGE, `${filter}|${typed}`);

  return (
    <>
      <div role="status">
        {arrived > 0 && <p className="alert alert-info py-2">{arrived} tukar tambah baru masuk.</p>}
      </div>
      <FilterChips
        filters={LEAD_FILTERS}
        labels={FILTER_LABEL}
        current={filter}
        counts={countByStatus(current)}
        onPick={(f: LeadFilter) => setParams(f === 'semua' ? {} : { status: f }, { replace: true })}
      />
      <ListSearch
        id="cari-referensi"
        label="Cari referensi"
        placeholder="Cari referensi, mis. TT-4821"
        value={typed}
        onChange={setTyped}
        found={shown.length}
        total={current.length}
        noun="tukar tambah"
      />
      {shown.length === 0 ? (
        <p className="state-face">Tidak ada tukar tambah di sini.</p>
      ) : (
        <ul className="list-group mb-3">
          {shown.slice(0, count).map((l) => (
            <LeadItem key={l.id} lead={l} onSaved={(s) => setChanged((c) => ({ ...c, [s.id]: s }))} />
          ))}
        </ul>
      )}
      <ShowMore shown={Math.min(count, shown.length)} total={shown.length} onMore={more} />
    </>
  );
}

/**
 * /admin/promo/tukar-tambah: the leads the calculator's "Kirim ke WhatsApp" stored,
 * newest first, Baru → Dihubungi → Jadi / Batal; new ones come in on return.
 */
export default function TradeInInboxPage() {
  const { load, version, reload, arrived } = useInboxLoad(inbox);
  return (
    <section className="container py-4">
      <ScreenHeader title="Promo" onReload={reload} />
      <PromoTabs />
      <LoadView
        load={load}
        loading="Memuat tukar tambah..."
        error="Tukar tambah gagal dimuat."
        empty="Belum ada tukar tambah dari Kalkulator Harga."
      >
        {(list) => <Inbox key={version} leads={list} arrived={arrived} />}
      </LoadView>
    </section>
  );
}
