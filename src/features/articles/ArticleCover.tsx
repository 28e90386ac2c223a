import { useImageSources } from '../../ui/useImageSources';

interface Props {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
  /** A card's cover: the small copy where the screen needs no more. */
  card?: boolean;
}

// Good News' columns: 1 on a phone, 2 from 768 px, 3 from 992 (a container at most 1320).
const CARD_SIZES = '(min-width: 992px) 416px, (min-width: 768px) 50vw, 100vw';

/** An article's cover: a URL or site path as is, a Storage path resolved first (a card's with its small copy). */
export function ArticleCover({ src, alt, className, eager = false, card = false }: Props) {
  const sources = useImageSources(src);
  const url = sources.src;
  // The article's own page shows the large copy whatever the screen.
  const srcSet = card ? sources.srcSet : undefined;
  if (!url)
    return <div className={`article-cover article-cover--empty ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? CARD_SIZES : undefined}
      alt={alt}
      width={640}
      height={360}
      className={`article-cover ${className ?? ''}`}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
