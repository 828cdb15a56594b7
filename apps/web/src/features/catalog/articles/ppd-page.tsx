import { Card, Segmented, Typography } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog';
import type { Article, ArticleListQuery } from '@jarvis/contracts/articles';
import { PageHeader } from '../../../components/ui/page-header';
import { CardList } from '../../../components/ui/paged-list';
import { useArticleList } from './article-filter';
import { ArticlePpdSwitch } from './article-parts';
import { ArticleListFilters } from './article-list-filters';
import { CategoryLabel } from './category-icon';
import './articles.css';

type PpdFilter = ArticleListQuery['ppd'];

const PPD_OPTIONS: { value: PpdFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'con', label: 'Con PPD' },
  { value: 'sin', label: 'Sin PPD' },
];

type PpdPageProps = { route: { nombre: string } };

/** /Proveedor/ppd/: the PPD flag of each article, switched one by one (spec 2 §2, §4). */
export function PpdPage({ route }: PpdPageProps) {
  const { params, refine, filters, view } = useArticleList('ppd');

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Marca PPD por artículo" />
      <Card variant="borderless" className="art-panel">
        <ArticleListFilters {...filters}>
          <Segmented<PpdFilter>
            aria-label="PPD"
            options={PPD_OPTIONS}
            value={params.ppd}
            onChange={(ppd) => refine({ ppd })}
          />
        </ArticleListFilters>
        <CardList
          {...view}
          label="Artículos"
          className="art-ppd-list"
          pageSizeOptions={PAGE_SIZE_OPTIONS}
        >
          {view.page?.items.map((article) => (
            <li key={article.articuloID}>
              <PpdRow article={article} />
            </li>
          ))}
        </CardList>
      </Card>
    </>
  );
}

function PpdRow({ article }: { article: Article }) {
  return (
    <div className="art-ppd-row">
      <div className="art-ppd-row__text">
        <Typography.Text strong className="art-break">
          {article.nombre}
        </Typography.Text>
        <span className="art-ppd-row__meta">
          <span>
            {article.articuloID}
            {article.articuloID_ficticio && ` · Ficticio: ${article.articuloID_ficticio}`}
          </span>
          <CategoryLabel icono={article.icono} nombre={article.categoria} />
        </span>
      </div>
      <label className="art-card__switch">
        <span className="art-small">PPD</span>
        <ArticlePpdSwitch article={article} scope="ppd" />
      </label>
    </div>
  );
}
