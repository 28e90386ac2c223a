import { usePageTitle } from '../../ui/usePageTitle';

export default function LoginPage() {
  usePageTitle('Login Member');
  return (
    <section className="container py-4">
      <h1 className="h3">Login Member</h1>
    </section>
  );
}
