import { usePageTitle } from '../../ui/usePageTitle';

export default function NotificationsPage() {
  usePageTitle('Notifikasi');
  return (
    <section className="container py-4">
      <h1 className="h3">Notifikasi</h1>
    </section>
  );
}
