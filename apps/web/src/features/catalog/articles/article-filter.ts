import { useState } from 'react';
import { ARTICLE_PAGE_SIZE, type ArticleListQuery } from '@jarvis/contracts/catalog-articles';
import type { ArticleListParams } from './articles.api';

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

export const FIRST_ARTICLE_PAGE: ArticleListParams = {
  buscar: '',
  estado: 'todos',
  ppd: 'todos',
  page: 1,
  size: ARTICLE_PAGE_SIZE,
};
