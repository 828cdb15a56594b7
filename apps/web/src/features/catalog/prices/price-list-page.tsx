import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Flex, Grid, Segmented, Select } from 'antd';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import {
  PRICE_EXTRA_MESSAGES,
  PriceListQuerySchema,
  type SupplierPrice,
} from '@jarvis/contracts/prices';
import { PageHeader } from '../../../components/ui/page-header';
import { CountTabs } from '../../../components/ui/count-tabs';
import { SearchInput } from '../../../components/ui/search-input';
import { isLoadingPage } from '../../../components/ui/paged-list';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useListState } from '../../../lib/list-state';
import { ESTADO_OPTIONS, type Estado } from '../articles/article-filter';
import { useCategories, type PriceListParams } from '../articles/articles.api';
import { CategoryChips } from '../articles/category-chips';
import { CreateArticleDialog } from '../articles/create-article-dialog';
import { PriceCards } from './price-cards';
import { PriceDialog } from './price-dialog';
import { PriceHistoryDrawer } from './price-history';
import type { PriceAction } from './price-parts';
import { PricesTable } from './prices-table';
import { usePrices } from './prices.api';
import '../articles/articles.css';

export const PPD_PATH = '/Proveedor/ppd/';

/** What the address keeps of the list: every filter, the brand tab, the page and its size. */
const PriceListStateSchema = PriceListQuerySchema.pick({
  marca: true,
  proveedorId: true,
  categoriaId: true,
  buscar: true,
  estado: true,
  page: true,
  size: true,
});

/** The row action being shown; kept while it closes so the closing animation has content. */
type RowDialog = { action: PriceAction; row: SupplierPrice; open: boolean };

type PriceListPageProps = { route: { nombre: string } };

/** /Proveedor/lista-precios: each supplier's price per article, by brand (spec 2 §2). */
export function PriceListPage({ route }: PriceListPageProps) {
  const navigate = useNavigate();
  const { values, refine, turnPage } = useListState(PriceListStateSchema);
  const params: PriceListParams = { ...values, buscar: values.buscar ?? '' };
  const categories = useCategories();
  // The active categories; one deactivated since stays in sight while it is the one chosen.
  const chips = categories.data?.filter(
    (c) => c.estado === 1 || c.categoriaID === params.categoriaId,
  );
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [isCreating, setCreating] = useState(false);
  const screens = Grid.useBreakpoint();
  const isNarrow = !screens.lg;
  const isPhone = !screens.sm;
  const list = usePrices(params);
  const page = list.data;
  const ListView = isNarrow ? PriceCards : PricesTable;
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const dialogProps = dialog && {
    row: dialog.row,
    open: dialog.open,
    onClose: closeDialog,
    afterClose: () => setDialog(null),
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Precios por proveedor y artículo"
        extra={
          <Flex gap={8} wrap>
            <Button icon={<TagsOutlined aria-hidden />} onClick={() => void navigate(PPD_PATH)}>
              PPD
            </Button>
            {/* An office user with no brand cannot assign suppliers, so cannot complete one (#51). */}
            {page?.marcaUsuario && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setCreating(true)}
              >
                Crear artículo
              </Button>
            )}
          </Flex>
        }
      />
      <Card variant="borderless" className="art-panel">
        <CountTabs
          tabs={(page?.marcas ?? []).map(({ marca, total }) => ({
            key: marca,
            label: marca,
            count: total,
          }))}
          value={page?.marca}
          onChange={(marca) => refine({ marca, proveedorId: undefined })}
          isPhone={isPhone}
          groupLabel="Marca"
        />
        <div className="art-toolbar">
          <SearchInput
            className="art-toolbar__search"
            placeholder="Buscar artículo"
            value={params.buscar}
            onSearch={(buscar) => refine({ buscar }, { replace: true })}
          />
          <Select<number>
            className="art-toolbar__select"
            aria-label="Proveedor"
            placeholder="Todos los proveedores"
            allowClear
            value={params.proveedorId}
            options={page?.proveedores.map((p) => ({ value: p.proveedorID, label: p.nombre }))}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(proveedorId) => refine({ proveedorId })}
          />
          <Segmented<Estado>
            aria-label="Estado"
            options={ESTADO_OPTIONS}
            value={params.estado}
            onChange={(estado) => refine({ estado })}
          />
        </div>
        <CategoryChips
          categorias={chips}
          value={params.categoriaId}
          onChange={(categoriaId) => refine({ categoriaId })}
        />
        {list.isError && (
          <LoadFailure
            className="art-failure"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        <ListView
          page={page}
          currentPage={params.page}
          pageSize={params.size}
          isLoading={isLoadingPage(list)}
          emptyText={PRICE_EXTRA_MESSAGES.empty}
          onPageChange={turnPage}
          onAction={(action, row) => setDialog({ action, row, open: true })}
        />
      </Card>
      {dialogProps && dialog.action === 'precio' && <PriceDialog {...dialogProps} />}
      {dialogProps && dialog.action === 'historial' && <PriceHistoryDrawer {...dialogProps} />}
      <CreateArticleDialog
        open={isCreating}
        marca={page?.marcaUsuario ?? null}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
