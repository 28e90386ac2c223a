import { usePageTitle } from '../../ui/usePageTitle';

export default function PricelistPage() {
  usePageTitle('Pricelist');
  return (
    <section className="container py-4">
      <h1 className="h3">Pricelist</h1>
    </section>
  );
}
