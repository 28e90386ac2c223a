import { usePageTitle } from '../../ui/usePageTitle';

export default function CalculatorPage() {
  usePageTitle('Kalkulator Harga');
  return (
    <section className="container py-4">
      <h1 className="h3">Kalkulator Harga</h1>
    </section>
  );
}
