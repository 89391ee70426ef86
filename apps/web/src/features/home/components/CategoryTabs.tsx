import { useEffect, useRef } from 'react';
import type { Category } from '@app/contract/games';
import { HOME_TEXT } from '../strings.ts';
import { CategoryIcon } from './CategoryIcon.tsx';

export const categoryTabId = (code: number) => `home-cat-${code}`;
export const CATEGORY_PANEL_ID = 'home-cat-panel';

/**
 * The category tiles of home (spec part 1 §2): name, picture and the real number of players in
 * the category (renum from /api/typel, DESIGN §9; 0, i.e. under the operator's threshold, shows
 * nothing: the line stays empty so the tiles keep one height). A horizontal strip at 375 px.
 */
export function CategoryTabs({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly Category[];
  selected: number | null;
  onSelect: (category: Category) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  // The chosen tile stays in view, e.g. on coming back to /?tab=6.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    list.scrollLeft = Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2);
  }, [selected, categories.length]);

  return (
    <div className="home-cats" role="tablist" aria-label={HOME_TEXT.gameTypes} ref={listRef}>
      {categories.map((category) => {
        const active = category.code === selected;
        return (
          <button
            key={category.code}
            id={categoryTabId(category.code)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={CATEGORY_PANEL_ID}
            className={active ? 'home-cats__tab home-cats__tab--active' : 'home-cats__tab'}
            onClick={() => onSelect(category)}
          >
            <CategoryIcon category={category} />
            <span className="home-cats__name">{category.name}</span>
            <span className="home-cats__count">
              {HOME_TEXT.playing(category.renum) ?? '\u00a0'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** Placeholder tiles while /api/typel has not answered. */
export function CategoryTabsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="home-cats" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="home-cats__tab home-cats__tab--skeleton" />
      ))}
    </div>
  );
}
