import { usePageTitle } from '../../ui/usePageTitle';

export default function ProfilePage() {
  usePageTitle('Profil');
  return (
    <section className="container py-4">
      <h1 className="h3">Profil</h1>
    </section>
  );
}
