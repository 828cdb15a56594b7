import { useState } from 'react';
import { Card, Grid, Segmented } from 'antd';
import { PageHeader } from '../../../components/ui/page-header';
import { ArticleCards } from './article-cards';
import { ArticleEditDialog, type EditState } from './article-edit-dialog';
import { ArticlesTable } from './articles-table';
import { ESTADO_OPTIONS, useArticleList, type Estado } from './article-filter';
import { ArticleListFilters } from './article-list-filters';
import './articles.css';

type ArticlesPageProps = { route: { nombre: string } };

/** /Proveedor/articulos: the article catalogue with its flags, limits and categories (spec 2 §2). */
export function ArticlesPage({ route }: ArticlesPageProps) {
  const { params, refine, filters, view } = useArticleList('articulos');
  const [editing, setEditing] = useState<EditState | null>(null);
  // Below lg the shell hides its side menu too: cards read better than a scrolled table there.
  const isNarrow = !Grid.useBreakpoint().lg;
  const ListView = isNarrow ? ArticleCards : ArticlesTable;

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Catálogo de artículos, límites de ingreso y PPD" />
      <Card variant="borderless" className="art-panel">
        <ArticleListFilters {...filters}>
          <Segmented<Estado>
            aria-label="Estado"
            options={ESTADO_OPTIONS}
            value={params.estado}
            onChange={(estado) => refine({ estado })}
          />
        </ArticleListFilters>
        <ListView {...view} onEdit={(article) => setEditing({ article, open: true })} />
      </Card>
      <ArticleEditDialog
        state={editing}
        onClose={() => setEditing((current) => current && { ...current, open: false })}
        afterClose={() => setEditing(null)}
      />
    </>
  );
}
