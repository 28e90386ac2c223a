import { usePageTitle } from '../../ui/usePageTitle';

export default function MemberHomePage() {
  usePageTitle('Beranda Member');
  return (
    <section className="container py-4">
      <h1 className="h3">Beranda Member</h1>
    </section>
  );
}
