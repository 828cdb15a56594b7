import { useEffect, useState } from 'react';
import { Alert, Button, Card, Grid, Skeleton } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ORDER_EMPTY_TEXTS, ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  PRICE_CHANGE_MESSAGES as M,
  PRICE_CHANGE_REDIRECT_MS,
  PriceChangeQuerySchema,
  type PriceChangeFilter,
  type PriceChangePreviewRequest,
} from '@jarvis/contracts/orders-price-change';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { isLoadingPage } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { useListState, useReturnState } from '../../lib/list-state';
import { PriceChangeFilterForm } from './price-change-filter';
import { PriceChangeOrdersCards, PriceChangeOrdersTable } from './price-change-orders';
import { PriceChangePreviewDialog } from './price-change-preview';
import { PriceChangePrices, priceProblem, type PriceInputs } from './price-change-prices';
import {
  usePriceChangeArticles,
  usePriceChangeOptions,
  usePriceChangeOrders,
} from './price-change.api';
import './orders-list.css';
import './price-change.css';

/** What the address keeps: the filter 'Buscar' applied and the page; no range until a search. */
const PriceChangeStateSchema = z.object({
  ...PriceChangeQuerySchema.shape,
  desde: PriceChangeQuerySchema.shape.desde.optional(),
  hasta: PriceChangeQuerySchema.shape.hasta.optional(),
});

type Change = Omit<PriceChangePreviewRequest, 'page' | 'size'>;
type PriceChangePageProps = { route: { nombre: string } };

/**
 * /Proveedor/cambio-precio (spec 2 §2 Mass price change, §4, §5; issue #53 point 6). Once a change
 * is applied the page starts again (spec 2 §4: the selection back to 'Ninguna', after 2.5 s), on
 * the same filter, which now shows the new prices.
 */
export function PriceChangePage({ route }: PriceChangePageProps) {
  const [round, setRound] = useState(0);
  return (
    <PriceChangeScreen key={round} title={route.nombre} onRestart={() => setRound((r) => r + 1)} />
  );
}

function PriceChangeScreen({ title, onRestart }: { title: string; onRestart: () => void }) {
  const { values, refine, turnPage } = useListState(PriceChangeStateSchema);
  const isPhone = !Grid.useBreakpoint().md;
  const returnState = useReturnState();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const options = usePriceChangeOptions();
  const [chosen, setChosen] = useState<number[]>([]);
  const [isAllChosen, setAllChosen] = useState(false);
  const [prices, setPrices] = useState<PriceInputs>({});
  const [change, setChange] = useState<Change | undefined>();
  const [isApplied, setApplied] = useState(false);

  const { desde, hasta, proveedorId, sucursalId, estado } = values;
  const filter: PriceChangeFilter | undefined =
    desde && hasta ? { desde, hasta, proveedorId, sucursalId, estado } : undefined;
  const orders = usePriceChangeOrders(
    filter && { ...filter, page: values.page, size: values.size },
  );
  const articles = usePriceChangeArticles(filter);

  useEffect(() => {
    if (!isApplied) return;
    const timer = setTimeout(() => {
      void navigate({ pathname, search }, { replace: true });
      onRestart();
    }, PRICE_CHANGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isApplied, navigate, onRestart, pathname, search]);

  // Only the articles the filter's orders hold are sent: a price typed for another filter's is not.
  const offered = new Set(articles.data?.articulos.map((a) => a.articuloId));
  const entered = Object.entries(prices).filter(
    (entry): entry is [string, number] => entry[1] !== null && offered.has(entry[0]),
  );
  const hasProblem = entered.some(([, precio]) => priceProblem(precio) !== undefined);
  const cambios = entered.map(([articuloId, precio]) => ({ articuloId, precio }));
  const newPrices = new Map(
    hasProblem ? [] : cambios.map((c) => [c.articuloId, c.precio.toFixed(4)] as const),
  );
  const total = orders.data?.total ?? 0;
  const totalText = orders.data?.totalIsCapped ? `más de ${total}` : String(total);
  const chosenCount = isAllChosen ? total : chosen.length;
  const missing =
    chosenCount === 0
      ? M.noneSelected
      : cambios.length === 0
        ? M.noPrices
        : hasProblem
          ? ORDER_MESSAGES.invalidPrice
          : undefined;

  const searchWith = (next: PriceChangeFilter) => {
    setChosen([]);
    setAllChosen(false);
    const isSame = JSON.stringify(next) === JSON.stringify(filter);
    if (isSame) void Promise.all([orders.refetch(), articles.refetch()]);
    else refine(next);
  };
  const openPreview = () => {
    if (!filter || missing) return;
    setChange({ filtro: filter, cambios, ...(isAllChosen ? {} : { pedidoIds: chosen }) });
  };
  const applied = () => {
    setChange(undefined);
    setChosen([]);
    setAllChosen(false);
    setApplied(true);
  };

  const listProps = {
    page: orders.data,
    currentPage: values.page,
    pageSize: values.size,
    isLoading: isLoadingPage(orders),
    emptyText: ORDER_EMPTY_TEXTS.noOrdersFound,
    onPageChange: turnPage,
    selected: chosen,
    onSelect: setChosen,
    isAllChosen,
    newPrices,
    returnState,
  };

  return (
    <>
      <PageHeader title={title} subtitle="Cambiar el precio de productos en pedidos abiertos" />
      <Card variant="borderless" className="orders-panel price-change">
        {options.data ? (
          <PriceChangeFilterForm
            key={JSON.stringify([desde, hasta, proveedorId, sucursalId, estado])}
            initial={{ desde, hasta, proveedorId, sucursalId, estado }}
            options={options.data}
            isPhone={isPhone}
            onSearch={searchWith}
            serverFields={isApiError(orders.error) ? orders.error.fields : undefined}
          />
        ) : options.isError ? (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={ORDER_MESSAGES.listFailed}
          />
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
        {isApplied && (
          <Alert type="success" showIcon className="orders-failure" title={M.completed} />
        )}
        {orders.isError && (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={
              isApiError(orders.error) && orders.error.status === 400
                ? orders.error.message
                : ORDER_MESSAGES.listFailed
            }
            action={
              <Button size="small" onClick={() => void orders.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        )}
        {!filter ? (
          options.data && <EmptyState text={M.chooseFirst} />
        ) : (
          <>
            <section aria-label="Pedidos" className="price-change-section">
              <div className="price-change-selection">
                <h2 className="price-change-section-title">Pedidos</h2>
                <span aria-live="polite">
                  {isAllChosen
                    ? `Todos los pedidos del filtro (${totalText})`
                    : chosen.length === 0
                      ? 'Ningún pedido seleccionado'
                      : chosen.length === 1
                        ? '1 pedido seleccionado'
                        : `${chosen.length} pedidos seleccionados`}
                </span>
                {isAllChosen || chosen.length > 0 ? (
                  <Button
                    type="link"
                    size="small"
                    disabled={isApplied}
                    onClick={() => {
                      setAllChosen(false);
                      setChosen([]);
                    }}
                  >
                    Quitar selección
                  </Button>
                ) : null}
                {!isAllChosen && total > 0 && (
                  <Button
                    type="link"
                    size="small"
                    disabled={isApplied}
                    onClick={() => setAllChosen(true)}
                  >
                    {total === 1
                      ? 'Seleccionar el pedido del filtro'
                      : `Seleccionar los ${totalText} pedidos del filtro`}
                  </Button>
                )}
              </div>
              {isPhone ? (
                <PriceChangeOrdersCards {...listProps} />
              ) : (
                <PriceChangeOrdersTable {...listProps} />
              )}
            </section>
            <PriceChangePrices
              articles={articles.data}
              isLoading={articles.isPending}
              prices={prices}
              onPrice={(articuloId, precio) => setPrices({ ...prices, [articuloId]: precio })}
              isPhone={isPhone}
              disabled={isApplied}
            />
            <div className="price-change-bar">
              {missing && <span className="orders-muted">{missing}</span>}
              <Button
                type="primary"
                icon={<EyeOutlined aria-hidden />}
                disabled={missing !== undefined || isApplied}
                onClick={openPreview}
              >
                Vista previa
              </Button>
            </div>
          </>
        )}
      </Card>
      <PriceChangePreviewDialog
        change={change}
        isPhone={isPhone}
        onClose={() => setChange(undefined)}
        onApplied={applied}
      />
    </>
  );
}
