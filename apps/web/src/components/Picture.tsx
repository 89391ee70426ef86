import { useState, type ReactNode } from 'react';

/**
 * A decorative picture, loaded lazily, that gives way to `fallback` when it has no address or
 * fails to load (an operator's broken link never shows as a broken image).
 */
export function Picture({
  src,
  className,
  fallback = null,
}: {
  src: string;
  className: string;
  fallback?: ReactNode;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || src === failed) return fallback;
  return (
    <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
  );
}
