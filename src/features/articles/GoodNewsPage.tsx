import { usePageTitle } from '../../ui/usePageTitle';

export default function GoodNewsPage() {
  usePageTitle('Good News');
  return (
    <section className="container py-4">
      <h1 className="h3">Good News</h1>
    </section>
  );
}
