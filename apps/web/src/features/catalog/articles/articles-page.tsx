import { useState } from 'react';
import { Card, Grid, Segmented } from 'antd';
import { ARTICLE_EXTRA_MESSAGES } from '@jarvis/contracts/catalog-articles';
import { PageHeader } from '../../../components/ui/page-header';
import { ArticleCards } from './article-cards';
import { ArticleEditDialog, type EditState } from './article-edit-dialog';
import { ArticlesTable } from './articles-table';
import { ESTADO_OPTIONS, FIRST_ARTICLE_PAGE, useListFilter, type Estado } from './article-filter';
import { useArticles } from './articles.api';
import { ArticleListFilters } from './article-list-filters';
import './articles.css';

type ArticlesPageProps = { route: { nombre: string } };

/** /Proveedor/articulos: the article catalogue with its flags, limits and categories (spec 2 §2). */
export function ArticlesPage({ route }: ArticlesPageProps) {
  const { params, refine, turnPage } = useListFilter(FIRST_ARTICLE_PAGE);
  const [editing, setEditing] = useState<EditState | null>(null);
  // Below lg the shell hides its side menu too: cards read better than a scrolled table there.
  const isNarrow = !Grid.useBreakpoint().lg;
  const list = useArticles('articulos', params);
  const ListView = isNarrow ? ArticleCards : ArticlesTable;

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Catálogo de artículos, límites de ingreso y PPD" />
      <Card variant="borderless" className="art-panel">
        <ArticleListFilters
          page={list.data}
          categoriaId={params.categoriaId}
          error={list.error}
          onSearch={(buscar) => refine({ buscar })}
          onCategory={(categoriaId) => refine({ categoriaId })}
          onRetry={() => void list.refetch()}
        >
          <Segmented<Estado>
            aria-label="Estado"
            options={ESTADO_OPTIONS}
            value={params.estado}
            onChange={(estado) => refine({ estado })}
          />
        </ArticleListFilters>
        <ListView
          page={list.data}
          currentPage={params.page}
          pageSize={params.size}
          isLoading={list.isPending || list.isPlaceholderData}
          emptyText={ARTICLE_EXTRA_MESSAGES.empty}
          onPageChange={turnPage}
          onEdit={(article) => setEditing({ article, open: true })}
        />
      </Card>
      <ArticleEditDialog
        state={editing}
        onClose={() => setEditing((current) => current && { ...current, open: false })}
        afterClose={() => setEditing(null)}
      />
    </>
  );
}
