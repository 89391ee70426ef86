import { useState } from 'react';
import { AVATAR_PALETTE as PALETTE } from '../theme.ts';

interface AvatarProps {
  src?: string | null;
  name: string;
  size?: number;
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/**
 * The player's picture, or a coloured circle with the first letter of the name when there is
 * none or it fails to load: never a broken image.
 */
export function Avatar({ src, name, size = 64 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (src && src !== failedSrc) {
    return (
      <img
        className="avatar"
        style={style}
        src={src}
        alt={name}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const letter = (Array.from(name.trim())[0] ?? '?').toUpperCase();
  return (
    <span
      className="avatar avatar--letter"
      style={{ ...style, background: colourFor(name), fontSize: size * 0.45 }}
      role="img"
      aria-label={name}
    >
      {letter}
    </span>
  );
}
