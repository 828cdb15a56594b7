import { useState } from 'react';
import {
  ARTICLE_EXTRA_MESSAGES,
  ARTICLE_PAGE_SIZE,
  type ArticleListQuery,
  type ArticlePage,
} from '@jarvis/contracts/articles';
import { isLoadingPage, type ListViewProps } from '../../../components/ui/paged-list';
import { useArticles, type ArticleListParams, type ArticleScope } from './articles.api';
import type { ArticleListFiltersProps } from './article-list-filters';

export type Estado = ArticleListQuery['estado'];

export const ESTADO_OPTIONS: { value: Estado; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
];

/** The filters of an article list; any change but the page itself goes back to the first page. */
export function useListFilter<P extends { page: number; size: number }>(first: P) {
  const [params, setParams] = useState<P>(first);
  const refine = (change: Partial<P>) =>
    setParams((current) => ({ ...current, page: 1, ...change }));
  const turnPage = (page: number, size: number) =>
    setParams((current) => ({ ...current, page: size === current.size ? page : 1, size }));
  return { params, refine, turnPage };
}

const FIRST_ARTICLE_PAGE: ArticleListParams = {
  buscar: '',
  estado: 'todos',
  ppd: 'todos',
  page: 1,
  size: ARTICLE_PAGE_SIZE,
};

/**
 * One article list, as 'Artículos' and 'PPD' show it: its filter, its page from the server, and
 * what the filters above its rows (`filters`) and its rows (`view`) take from them.
 */
export function useArticleList(scope: ArticleScope) {
  const { params, refine, turnPage } = useListFilter(FIRST_ARTICLE_PAGE);
  const list = useArticles(scope, params);
  const filters: Omit<ArticleListFiltersProps, 'children'> = {
    page: list.data,
    categoriaId: params.categoriaId,
    error: list.error,
    onSearch: (buscar) => refine({ buscar }),
    onCategory: (categoriaId) => refine({ categoriaId }),
    onRetry: () => void list.refetch(),
  };
  const view: ListViewProps<ArticlePage> = {
    page: list.data,
    currentPage: params.page,
    pageSize: params.size,
    isLoading: isLoadingPage(list),
    emptyText: ARTICLE_EXTRA_MESSAGES.empty,
    onPageChange: turnPage,
  };
  return { params, refine, filters, view };
}
