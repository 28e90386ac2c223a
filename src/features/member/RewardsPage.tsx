import { usePageTitle } from '../../ui/usePageTitle';

export default function RewardsPage() {
  usePageTitle('Reward');
  return (
    <section className="container py-4">
      <h1 className="h3">Reward</h1>
    </section>
  );
}
