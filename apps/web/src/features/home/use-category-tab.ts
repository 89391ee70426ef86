import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '@app/contract/games';
import { toast } from '../../lib/feedback.ts';
import { useCategories } from './api/categories.ts';
import { categoriesFor, chooseCategory } from './categories.ts';
import { HOME_TEXT } from './strings.ts';

/**
 * The categories of `codes` (from /api/typel, polled for their counts) and the one chosen
 * (`chooseCategory`), kept in the address as ?tab=<code> so coming back returns to it.
 */
export function useCategoryTab(codes: readonly number[]) {
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => categoriesFor(categories.data ?? [], codes), [categories.data, codes]);
  const selected = chooseCategory(list, params.get('tab'));

  const select = (category: Category) => {
    if (!category.id) {
      toast(HOME_TEXT.categoryNoId);
      return;
    }
    if (category.code === selected?.code) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', String(category.code));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { categories, list, selected, select };
}
