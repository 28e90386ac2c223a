import { usePageTitle } from '../../ui/usePageTitle';

export default function RepairStatusPage() {
  usePageTitle('Cek Servisan');
  return (
    <section className="container py-4">
      <h1 className="h3">Cek Servisan</h1>
    </section>
  );
}
