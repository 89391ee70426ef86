import { useState } from 'react';
import type { Category } from '@app/contract/games';

/** The category's picture, or the first character of its name when it has none or it fails. */
export function CategoryIcon({ category }: { category: Pick<Category, 'code' | 'img' | 'name'> }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (category.img && category.img !== failed) {
    return (
      <img
        className="home-cat-icon"
        src={category.img}
        alt=""
        loading="lazy"
        onError={() => setFailed(category.img)}
      />
    );
  }
  return (
    <span
      className={`home-cat-icon home-cat-icon--glyph home-cat-icon--c${category.code}`}
      aria-hidden
    >
      {Array.from(category.name.trim())[0] ?? ''}
    </span>
  );
}
