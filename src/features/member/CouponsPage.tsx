import { usePageTitle } from '../../ui/usePageTitle';

export default function CouponsPage() {
  usePageTitle('Kupon');
  return (
    <section className="container py-4">
      <h1 className="h3">Kupon</h1>
    </section>
  );
}
