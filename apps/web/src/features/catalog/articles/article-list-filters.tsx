import type { ReactNode } from 'react';
import type { ArticlePage } from '@jarvis/contracts/articles';
import { LoadFailure } from '../../../components/ui/load-failure';
import { SearchInput } from '../../../components/ui/search-input';
import { CategoryChips } from './category-chips';

export type ArticleListFiltersProps = {
  /** The screen's own filter beside the search (estado on Artículos, PPD on the PPD screen). */
  children: ReactNode;
  page: ArticlePage | undefined;
  /** The search the list shows (from its address). */
  buscar: string;
  categoriaId: number | undefined;
  error: unknown;
  onSearch: (buscar: string) => void;
  onCategory: (categoriaId: number | undefined) => void;
  onRetry: () => void;
};

/** What both article lists put above their rows: 'Buscar', their filter, the chips, a failure. */
export function ArticleListFilters({
  children,
  page,
  buscar,
  categoriaId,
  error,
  onSearch,
  onCategory,
  onRetry,
}: ArticleListFiltersProps) {
  return (
    <>
      <div className="art-toolbar">
        <SearchInput
          className="art-toolbar__search"
          placeholder="Buscar por código o nombre"
          value={buscar}
          onSearch={onSearch}
        />
        {children}
      </div>
      <CategoryChips
        categorias={page?.categorias}
        totalTodas={page?.totalTodas}
        value={categoriaId}
        onChange={onCategory}
      />
      {error !== null && error !== undefined && (
        <LoadFailure className="art-failure" error={error} onRetry={onRetry} />
      )}
    </>
  );
}
