import type { Category } from '@app/contract/games';
import { Picture } from '../../../components/Picture.tsx';

/** The category's picture, or the first character of its name when it has none or it fails. */
export function CategoryIcon({ category }: { category: Pick<Category, 'code' | 'img' | 'name'> }) {
  return (
    <Picture
      src={category.img}
      className="home-cat-icon"
      fallback={
        <span
          className={`home-cat-icon home-cat-icon--glyph home-cat-icon--c${category.code}`}
          aria-hidden
        >
          {Array.from(category.name.trim())[0] ?? ''}
        </span>
      }
    />
  );
}
