import { useEffect, useState } from 'react';
import { isDirectImage, resolveImageUrl } from './api';

interface Props {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
}

/** An article's cover: a URL or site path as is, a Storage path resolved first. */
export function ArticleCover({ src, alt, className, eager = false }: Props) {
  const direct = !src || isDirectImage(src);
  const [resolved, setResolved] = useState<{ from: string; url: string } | null>(null);

  useEffect(() => {
    if (direct) return;
    let live = true;
    resolveImageUrl(src).then(
      (url) => live && setResolved({ from: src, url }),
      (e: unknown) => console.warn('Cover image could not be resolved', e),
    );
    return () => {
      live = false;
    };
  }, [src, direct]);

  const url = direct ? src : resolved?.from === src ? resolved.url : '';
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
