import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ArticlePageSchema,
  ArticleVerificationSchema,
  NewArticleResultSchema,
  type ArticleListQuery,
  type EditArticle,
  type LinkSuppliers,
  type NewArticle,
} from '@jarvis/contracts/articles';
import { CategorySchema } from '@jarvis/contracts/catalog';
import type { PriceListQuery } from '@jarvis/contracts/prices';
import { api, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export type ArticleListParams = Omit<ArticleListQuery, 'buscar'> & { buscar: string };
/**
 * /Proveedor/ppd/ reads and switches articles through its own routes, so that it works with only
 * its own permission; /Proveedor/articulos through the article routes.
 */
export type ArticleScope = 'articulos' | 'ppd';
export type PriceListParams = Omit<PriceListQuery, 'buscar'> & { buscar: string };

export const articleKeys = {
  all: ['catalog-articles'] as const,
  categories: () => [...articleKeys.all, 'categorias'] as const,
  lists: () => [...articleKeys.all, 'articulos'] as const,
  list: (scope: ArticleScope, params: ArticleListParams) =>
    [...articleKeys.lists(), scope, params] as const,
  priceLists: () => [...articleKeys.all, 'precios'] as const,
  priceList: (params: PriceListParams) => [...articleKeys.priceLists(), params] as const,
  history: (id: number) => [...articleKeys.all, 'historial', id] as const,
  suppliers: (marca: string) => [...articleKeys.all, 'proveedores', marca] as const,
};

/** Defaults ('todos', empty search) stay out of the URL; the server applies them. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && value !== 'todos') query.set(key, String(value));
  return query.toString();
}

export const articlePath = (articuloID: string) =>
  `/api/catalogo/articulos/${encodeURIComponent(articuloID)}`;

/** A refusal the server explains (4xx) shows its words; anything else the spec's fixed text. */
export function toastFailure(error: unknown, fallback: string): void {
  if (isApiError(error) && error.isSessionOver) return;
  const isExplained = isApiError(error) && error.status >= 400 && error.status < 500;
  toast.error(isExplained ? error.message : fallback);
}

/** An article change shows in both lists: its own and the prices of its supplier links. */
export const reloadCatalog = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: articleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: articleKeys.priceLists() }),
  ]);

export function useCategories() {
  return useQuery({
    queryKey: articleKeys.categories(),
    queryFn: ({ signal }) =>
      api.get('/api/catalogo/categorias', z.array(CategorySchema), { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useArticles(scope: ArticleScope, params: ArticleListParams) {
  return useQuery({
    queryKey: articleKeys.list(scope, params),
    queryFn: ({ signal }) =>
      api.get(`/api/catalogo/${scope}?${queryString(params)}`, ArticlePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the article edit; the dialog reports failures next to its fields. */
export function useEditArticle(articuloID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: EditArticle) => api.put(articlePath(articuloID), values, SuccessSchema),
    onSuccess: () => reloadCatalog(queryClient),
  });
}

/** One PUT per article flag; each row has its own, so only its own switch spins. */
function useArticleFlag(path: (articuloID: string, value: 0 | 1) => [string, unknown]) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ articuloID, value }: { articuloID: string; value: 0 | 1 }) =>
      api.put(...path(articuloID, value), SuccessSchema),
    onSuccess: () => reloadCatalog(queryClient),
  });
}

export const useSetArticleEstado = () =>
  useArticleFlag((id, estado) => [`${articlePath(id)}/estado/${estado}`, undefined]);
export const useSetArticlePpd = (scope: ArticleScope) =>
  useArticleFlag((id, ppd) => [
    scope === 'ppd' ? `/api/catalogo/ppd/${encodeURIComponent(id)}` : `${articlePath(id)}/ppd`,
    { ppd },
  ]);
/** 'Producto Bloqueado' / 'Producto Habilitado' come back as the success text. */
export const useSetArticleBlock = () =>
  useArticleFlag((id, isActive) => [`${articlePath(id)}/bloqueo`, { isActive }]);

export function useVerifyArticle() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (codigo: string) =>
      api.get(
        `/api/catalogo/articulos/verificar/${encodeURIComponent(codigo)}`,
        ArticleVerificationSchema,
      ),
  });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: NewArticle) =>
      api.post('/api/catalogo/articulos', values, NewArticleResultSchema),
    onSuccess: () => reloadCatalog(queryClient),
  });
}

/** Assigns an article Jarvis already has to more suppliers of the user's brand. */
export function useLinkSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ articuloID, ...values }: LinkSuppliers & { articuloID: string }) =>
      api.post(`${articlePath(articuloID)}/proveedores`, values, SuccessSchema),
    onSuccess: () => reloadCatalog(queryClient),
  });
}
