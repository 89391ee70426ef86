import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '@app/contract/games';
import { toast } from '../../../lib/feedback.ts';
import { useCategories } from '../../games/api/catalogue.ts';
import { categoriesFor, OLD_SIDEBAR } from '../categories.ts';
import { HOME_TEXT } from '../strings.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { CategoryPanel, RetryState } from './CategoryPanel.tsx';
import { categoryTabId } from './CategoryTabs.tsx';

/**
 * The game-type sidebar of /index_old (live, sports, esports, chess, slots, lottery) and the
 * platforms of the chosen type on the right (spec part 1 §2). The choice is kept in ?tab=<code>.
 */
export function OldGameTypes() {
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const types = useMemo(() => categoriesFor(categories.data ?? [], OLD_SIDEBAR), [categories.data]);
  const wanted = params.get('tab');
  const selected: Category | null =
    types.find((category) => String(category.code) === wanted && category.id > 0) ??
    types.find((category) => category.id > 0) ??
    null;

  const select = (category: Category) => {
    if (!category.id) {
      toast(HOME_TEXT.categoryNoId);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', String(category.code));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

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
