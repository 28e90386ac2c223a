import { useImageSrc } from '../../ui/useImageSrc';

interface Props {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
}

/** An article's cover: a URL or site path as is, a Storage path resolved first. */
export function ArticleCover({ src, alt, className, eager = false }: Props) {
  const url = useImageSrc(src);
  if (!url)
    return <div className={`article-cover article-cover--empty ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      src={url}
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
