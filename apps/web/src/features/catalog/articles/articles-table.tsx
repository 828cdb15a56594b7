import { Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog';
import type { Article, ArticlePage } from '@jarvis/contracts/articles';
import { EmptyState } from '../../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../../components/ui/paged-list';
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
import { CategoryLabel } from './category-icon';

export type ArticleListViewProps = ListViewProps<ArticlePage> & {
  onEdit: (article: Article) => void;
};

export const suppliersText = (a: Article) => `${a.proveedoresActivos}/${a.proveedores}`;
export const suppliersHint = ({ proveedoresActivos: activos, proveedores }: Article) =>
  `${activos} ${activos === 1 ? 'activo' : 'activos'} de ${proveedores}`;

function columnsFor(onEdit: (article: Article) => void): TableColumnsType<Article> {
  return [
    {
      title: 'Código',
      key: 'codigo',
      width: 112,
      render: (_, a) => <ArticleCode article={a} />,
    },
    {
      title: 'Nombre',
      key: 'nombre',
      render: (_, a) => (
        <Flex vertical align="flex-start" gap={4}>
          <span className="art-break">{a.nombre}</span>
          <BlockedTag article={a} />
        </Flex>
      ),
    },
    {
      title: 'Unidades',
      key: 'unidades',
      width: 124,
      render: (_, a) => <ArticleUnits article={a} />,
    },
    {
      title: 'Mín. / Máx.',
      key: 'limites',
      width: 116,
      align: 'right',
      render: (_, a) => (
        <span className="art-code art-num">
          <span>{limitText(a.minIngresoInv)}</span>
          <span>{limitText(a.maxIngresoInv)}</span>
        </span>
      ),
    },
    {
      title: 'Categoría',
      key: 'categoria',
      width: 136,
      render: (_, a) => <CategoryLabel icono={a.icono} nombre={a.categoria} />,
    },
    {
      title: 'Proveedores',
      key: 'proveedores',
      width: 104,
      align: 'center',
      render: (_, a) => (
        <Tooltip title={suppliersHint(a)}>
          <span className="art-num">{suppliersText(a)}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Estado',
      key: 'estado',
      width: 72,
      align: 'center',
      render: (_, a) => <ArticleEstadoSwitch article={a} />,
    },
    {
      title: 'PPD',
      key: 'ppd',
      width: 60,
      align: 'center',
      render: (_, a) => <ArticlePpdSwitch article={a} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      width: 88,
      align: 'center',
      fixed: 'right',
      render: (_, a) => (
        <Flex justify="center" gap={2}>
          <ArticleBlockButton article={a} />
          <ArticleEditButton article={a} onEdit={() => onEdit(a)} />
        </Flex>
      ),
    },
  ];
}

export function ArticlesTable(props: ArticleListViewProps) {
  const { page, isLoading, emptyText, onEdit } = props;
  return (
    <Table<Article>
      rowKey="articuloID"
      columns={columnsFor(onEdit)}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      size="middle"
      // Fits beside the side menu at 1366 px; narrower screens scroll with the actions pinned.
      scroll={{ x: 990 }}
      pagination={listPagination(props, PAGE_SIZE_OPTIONS)}
    />
  );
}
