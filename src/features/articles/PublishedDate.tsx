import { formatShortDate } from '../../lib/dates';

/** The day an article was published, in WITA ('27 Nov 2026'); nothing when it is not known. */
export function PublishedDate({ published, className = '' }: { published: Date | null; className?: string }) {
  if (!published) return null;
  return (
    <p className={`article-date ${className}`.trim()}>
      <time dateTime={published.toISOString()}>{formatShortDate(published)}</time>
    </p>
  );
}
