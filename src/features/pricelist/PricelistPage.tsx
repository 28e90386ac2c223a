import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EarlyRows } from '../../ui/EarlyRows';
import { Loading } from '../../ui/LoadFaces';
import { LoadView } from '../../ui/LoadView';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { usePageTitle } from '../../ui/usePageTitle';
import { useTypedBeforeHydration } from '../../ui/useTypedBeforeHydration';
import { useUrlParams } from '../../ui/useUrlParams';
import { useShopWhatsApp } from '../../ui/useShopContact';
import { PricelistList } from './Lists';
import { parseTab, TABS, type TabKey } from './pricelist';
import { repairTabLists } from './repair-tab-lists';
import { useTabData } from './useTabData';
import './pricelist.scss';

const SEARCH_HINT: Record<TabKey, string> = {
  hp: 'Cari tipe atau brand iPhone...',
  android: 'Cari tipe atau brand Android...',
  laptop: 'Cari tipe atau brand laptop / Mac...',
  service: 'Cari tipe atau jenis kerusakan...',
  sparepart: 'Cari nama atau kategori sparepart...',
};

function TabBar({ active, onSelect }: { active: TabKey; onSelect: (tab: TabKey) => void }) {
  const refs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: the active tab (a shared ?tab=sparepart link,
  // the Back button) is brought into its view, without moving the page.
  useEffect(() => {
    const box = row.current?.getBoundingClientRect();
    const on = refs.current[active]?.getBoundingClientRect();
    if (!row.current || !box || !on) return;
    const edge = 16;
    if (on.left < box.left + edge) row.current.scrollLeft += on.left - box.left - edge;
    else if (on.right > box.right - edge) row.current.scrollLeft += on.right - box.right + edge;
  }, [active]);
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.key === active);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    let next: number | undefined = step === undefined ? undefined : (i + step + TABS.length) % TABS.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = TABS.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    const key = TABS[next]!.key;
    onSelect(key);
    refs.current[key]?.focus();
  };
  return (
    <div
      ref={row}
      className="nav nav-pills pricelist-tabs mb-1"
      role="tablist"
      aria-label="Kategori pricelist"
    >
      {TABS.map((t) => {
        const on = t.key === active;
        return (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`pricelist-tab-${t.key}`}
            aria-selected={on}
            aria-controls="pricelist-panel"
            tabIndex={on ? 0 : -1}
            className={`nav-link text-nowrap${on ? ' active' : ''}`}
            onClick={() => onSelect(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

export default function PricelistPage() {
  usePageTitle('Pricelist');
  const { params, setParams, ready } = useUrlParams();
  const tab = parseTab(params.get('tab'));
  const load = useTabData(tab, ready);
  const wa = useShopWhatsApp(load.status);

  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, query, setQuery);
  const [chosen, setChosen] = useState<string[]>([]);
  // Whatever changes the tab (a click, the back button, a link), the search and
  // the chosen device types start empty on the new tab.
  const [shownTab, setShownTab] = useState(tab);
  if (shownTab !== tab) {
    setShownTab(tab);
    setQuery('');
    setChosen([]);
  }

  const select = (next: TabKey) => {
    if (next === tab) return;
    // Keep any other parameter (e.g. a campaign tag from Instagram).
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', next);
        return p;
      },
      { preventScrollReset: true },
    );
  };
  const toggleType = (type: string) =>
    setChosen((c) => (c.includes(type) ? c.filter((t) => t !== type) : [...c, type]));

  return (
    <section className="container py-4 pricelist-page">
      <h1 className="h2 mb-1">Pricelist</h1>
      <OfflineNotice />
      <TabBar active={tab} onSelect={select} />
      <div role="tabpanel" id="pricelist-panel" aria-labelledby={`pricelist-tab-${tab}`}>
        <div className="mb-3">
          <label htmlFor="pricelist-search" className="visually-hidden">
            Cari di {TABS.find((t) => t.key === tab)?.label}
          </label>
          <input
            id="pricelist-search"
            ref={searchRef}
            type="search"
            className="form-control"
            placeholder={SEARCH_HINT[tab]}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {load.status === 'loading' && <EarlyRows />}
        <LoadView
          load={load}
          loading="Memuat pricelist..."
          error="Gagal memuat pricelist. Periksa koneksi internet kamu."
        >
          {(loaded) => {
            if (tab !== 'service' && tab !== 'sparepart')
              return (
                <PricelistList items={loaded[tab] ?? []} query={query} wa={wa} complete={load.complete} />
              );
            const lists = repairTabLists();
            if (!lists) return <Loading label="Memuat pricelist..." />;
            return tab === 'service' ? (
              <lists.ServicePanel
                items={loaded.service ?? []}
                query={query}
                chosen={chosen}
                onToggle={toggleType}
                wa={wa}
              />
            ) : (
              <lists.SparepartList items={loaded.sparepart ?? []} query={query} wa={wa} />
            );
          }}
        </LoadView>
      </div>
    </section>
  );
}
