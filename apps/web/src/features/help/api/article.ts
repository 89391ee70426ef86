import { useQuery } from '@tanstack/react-query';
import type { ArticleData } from '@app/contract/profile';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/article {type} → the help-centre article (spec part 1 §7: data.content). The content
 * is HTML the server sanitised with its allow-list when it was saved; the screen shows only that.
 */
export const articleEndpoint = calls.article;

export function getArticle(type: number): Promise<ArticleData> {
  return call(articleEndpoint, { type }, { silent: true });
}

export function useArticle(type: number) {
  return useQuery({
    queryKey: ['help', 'article', type],
    queryFn: () => getArticle(type),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
