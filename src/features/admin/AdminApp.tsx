import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router';
import { paths } from '../../config/paths';
import { AuthProvider } from '../../ui/AuthProvider';
import { AdminLayout } from './AdminLayout';
import { AdminOnly } from './AdminOnly';
import BulkPricePage from './bulk/BulkPricePage';
import ImportPage from './bulk/ImportPage';
import CataloguePage from './catalogue/CataloguePage';
import CollectionPage from './catalogue/CollectionPage';
import RecordPage from './catalogue/RecordPage';
import DashboardPage from './DashboardPage';
import HistoryPage from './history/HistoryPage';
import MembersPage from './members/MembersPage';
import PromoActivePage from './promo/PromoActivePage';
import PromoInboxPage from './promo/PromoInboxPage';
import NewRepairPage from './repairs/NewRepairPage';
import RepairPage from './repairs/RepairPage';
import RepairsPage from './repairs/RepairsPage';
import ReceiptPage from './repairs/ReceiptPage';
import { ScreenHeader } from './shell/ScreenHeader';
import MorePage from './shell/MorePage';

/** Search engines leave the back office out (Hosting sends X-Robots-Tag for /admin too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function AdminNotFound() {
  return (
    <section className="container py-5 text-center">
      <ScreenHeader title="Halaman admin tidak ditemukan" />
      <p className="text-body-secondary">Alamat ini tidak ada di Panel Admin.</p>
      <Link to={paths.admin.root} className="btn btn-primary">
        Ke Dashboard
      </Link>
    </section>
  );
}

/** /admin and everything under it: one lazy chunk, behind the admin claim. */
export default function AdminApp() {
  useNoIndex();
  return (
    <AuthProvider>
      <Routes>
        <Route element={<AdminOnly />}>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="katalog" element={<CataloguePage />} />
            <Route path="katalog/:collection" element={<CollectionPage />} />
            <Route path="katalog/:collection/impor" element={<ImportPage />} />
            <Route path="katalog/:collection/harga-massal" element={<BulkPricePage />} />
            <Route path="katalog/:collection/:id" element={<RecordPage />} />
            <Route path="servisan" element={<RepairsPage />} />
            <Route path="servisan/baru" element={<NewRepairPage />} />
            <Route path="servisan/:code" element={<RepairPage />} />
            <Route path="promo" element={<PromoInboxPage />} />
            <Route path="promo/aktif" element={<PromoActivePage />} />
            <Route path="member" element={<MembersPage />} />
            <Route path="riwayat" element={<HistoryPage />} />
            <Route path="lainnya" element={<MorePage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
          {/* Printed alone: no admin bar on the paper. */}
          <Route
            path="servisan/:code/nota"
            element={
              <main id="main">
                <ReceiptPage />
              </main>
            }
          />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
