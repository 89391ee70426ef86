import { useState } from 'react';

/**
 * An activity's banner: the picture, named by the activity's title (it is the link's content).
 * A picture that fails to load gives way to the title on a plain card, never a broken image.
 */
export function ActivityBanner({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="activity-banner activity-banner--text">{title}</span>;
  return (
    <img
      className="activity-banner"
      src={src}
      alt={title}
      loading="lazy"
      width={750}
      height={300}
      onError={() => setFailed(true)}
    />
  );
}
