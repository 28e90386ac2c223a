import { usePageTitle } from '../../ui/usePageTitle';

export default function AccessoriesPage() {
  usePageTitle('Aksesoris');
  return (
    <section className="container py-4">
      <h1 className="h3">Aksesoris</h1>
    </section>
  );
}
