import { usePageTitle } from '../../ui/usePageTitle';

export default function ArticlePage() {
  usePageTitle('Artikel');
  return (
    <section className="container py-4">
      <h1 className="h3">Artikel</h1>
    </section>
  );
}
