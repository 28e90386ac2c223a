import { usePageTitle } from '../../ui/usePageTitle';

export default function HomePage() {
  usePageTitle('ONE GADGET Bali');
  return (
    <section className="container py-4">
      <h1 className="h3">ONE GADGET Bali</h1>
    </section>
  );
}
