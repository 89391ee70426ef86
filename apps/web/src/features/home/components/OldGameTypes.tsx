import { OLD_SIDEBAR } from '../categories.ts';
import { useCategoryTab } from '../use-category-tab.ts';
import { HOME_TEXT } from '../strings.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { CategoryPanel, RetryState } from './CategoryPanel.tsx';
import { categoryTabId } from './CategoryTabs.tsx';

/**
 * The game-type sidebar of /index_old (live, sports, esports, chess, slots, lottery) and the
 * platforms of the chosen type on the right (spec part 1 §2). The choice is kept in ?tab=<code>.
 */
export function OldGameTypes() {
  const { categories, list: types, selected, select } = useCategoryTab(OLD_SIDEBAR);

  if (categories.isPending) {
    return <div className="old-games old-games--loading" aria-busy="true" />;
  }
  if (types.length === 0) {
    return categories.isError ? (
      <RetryState onRetry={() => void categories.refetch()} />
    ) : (
      <p className="home-empty">{HOME_TEXT.empty}</p>
    );
  }
  return (
    <div className="old-games">
      <div
        className="old-games__types"
        role="tablist"
        aria-orientation="vertical"
        aria-label={HOME_TEXT.gameTypes}
      >
        {types.map((category) => {
          const active = category.code === selected?.code;
          return (
            <button
              key={category.code}
              id={categoryTabId(category.code)}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? 'old-games__type old-games__type--active' : 'old-games__type'}
              onClick={() => select(category)}
            >
              <CategoryIcon category={category} />
              <span>{category.name}</span>
            </button>
          );
        })}
      </div>
      <div className="old-games__list">
        {selected && <CategoryPanel key={selected.code} category={selected} compact />}
      </div>
    </div>
  );
}
