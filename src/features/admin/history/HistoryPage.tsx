import { usePageTitle } from '../../../ui/usePageTitle';
import { HistoryList } from './HistoryList';

/** Every admin write in the shop, newest first. */
export default function HistoryPage() {
  usePageTitle('Riwayat');
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Riwayat</h1>
      <HistoryList about={null} />
    </section>
  );
}
