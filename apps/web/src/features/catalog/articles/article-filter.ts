import {
  ARTICLE_EXTRA_MESSAGES,
  ArticleListQuerySchema,
  type ArticleListQuery,
  type ArticlePage,
} from '@jarvis/contracts/articles';
import { isLoadingPage, type ListViewProps } from '../../../components/ui/paged-list';
import { useListState } from '../../../lib/list-state';
import { useArticles, type ArticleListParams, type ArticleScope } from './articles.api';
import type { ArticleListFiltersProps } from './article-list-filters';

export type Estado = ArticleListQuery['estado'];

export const ESTADO_OPTIONS: { value: Estado; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
];

/**
 * What the address keeps of each article list: 'Buscar', the category chip, the page and its size,
 * and the screen's own filter (estado on Artículos, PPD on the PPD screen): a filter a screen does
 * not show is never read from its address.
 */
const ARTICLE_LIST_SCHEMAS = {
  articulos: ArticleListQuerySchema.pick({
    buscar: true,
    categoriaId: true,
    estado: true,
    page: true,
    size: true,
  }),
  ppd: ArticleListQuerySchema.pick({
    buscar: true,
    categoriaId: true,
    ppd: true,
    page: true,
    size: true,
  }),
} as const;

/**
 * One article list, as 'Artículos' and 'PPD' show it: its filter, kept in the address, its page from
 * the server, and what the filters above its rows (`filters`) and its rows (`view`) take from them.
 */
export function useArticleList(scope: ArticleScope) {
  const { values, refine, turnPage } = useListState(ARTICLE_LIST_SCHEMAS[scope]);
  const params: ArticleListParams = {
    estado: 'todos',
    ppd: 'todos',
    ...values,
    buscar: values.buscar ?? '',
  };
  const list = useArticles(scope, params);
  const filters: Omit<ArticleListFiltersProps, 'children'> = {
    page: list.data,
    buscar: params.buscar,
    categoriaId: params.categoriaId,
    error: list.error,
    onSearch: (buscar) => refine({ buscar }, { replace: true }),
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
