import { Card } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog';
import type { Article } from '@jarvis/contracts/articles';
import { CardList } from '../../../components/ui/paged-list';
import {
  ArticleBlockButton,
  ArticleCode,
  ArticleEditButton,
  ArticleEstadoSwitch,
  ArticlePpdSwitch,
  ArticleUnits,
  BlockedTag,
  limitText,
} from './article-parts';
import { suppliersHint, type ArticleListViewProps } from './articles-table';
import { CategoryLabel } from './category-icon';

/** The articles on a phone: one card each, the table's facts stacked, its switches labelled. */
export function ArticleCards(props: ArticleListViewProps) {
  const { page, onEdit } = props;
  return (
    <CardList
      {...props}
      label="Artículos"
      className="art-cards"
      pageSizeOptions={PAGE_SIZE_OPTIONS}
    >
      {page?.items.map((article) => (
        <li key={article.articuloID}>
          <ArticleCard article={article} onEdit={() => onEdit(article)} />
        </li>
      ))}
    </CardList>
  );
}

function ArticleCard({ article, onEdit }: { article: Article; onEdit: () => void }) {
  return (
    <Card size="small" className="art-card" aria-label={article.nombre} role="article">
      <div className="art-card__head">
        <ArticleCode article={article} />
        <CategoryLabel icono={article.icono} nombre={article.categoria} />
      </div>
      <div className="art-card__title">{article.nombre}</div>
      <BlockedTag article={article} />
      <dl className="art-card__facts">
        <dt>Unidades</dt>
        <dd>
          <ArticleUnits article={article} />
        </dd>
        <dt>Mínimo</dt>
        <dd className="art-num">{limitText(article.minIngresoInv)}</dd>
        <dt>Máximo</dt>
        <dd className="art-num">{limitText(article.maxIngresoInv)}</dd>
        <dt>Proveedores</dt>
        <dd>{suppliersHint(article)}</dd>
      </dl>
      <div className="art-card__foot">
        <label className="art-card__switch">
          <ArticleEstadoSwitch article={article} /> Activo
        </label>
        <label className="art-card__switch">
          <ArticlePpdSwitch article={article} /> PPD
        </label>
        <span className="art-card__actions">
          <ArticleBlockButton article={article} isLabelled />
          <ArticleEditButton article={article} isLabelled onEdit={onEdit} />
        </span>
      </div>
    </Card>
  );
}
