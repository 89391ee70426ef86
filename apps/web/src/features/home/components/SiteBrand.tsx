import { useState } from 'react';
import { useAppInfo } from '../../../api/app-info.ts';

/** The site's logo (appInfo.site_logo), or its title when there is no logo or it fails to load. */
export function SiteBrand({ fallback }: { fallback: string }) {
  const info = useAppInfo().data;
  const [failed, setFailed] = useState<string | null>(null);
  const title = info?.title || fallback;
  if (info?.site_logo && info.site_logo !== failed) {
    return (
      <img
        className="home-brand home-brand--logo"
        src={info.site_logo}
        alt={title}
        onError={() => setFailed(info.site_logo)}
      />
    );
  }
  return <span className="home-brand">{title}</span>;
}
