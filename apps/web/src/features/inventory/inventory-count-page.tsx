import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Input,
  Pagination,
  Progress,
  Segmented,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { DownloadOutlined, DownOutlined, FlagOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CountLine, SaveStatus } from './count-line';
import {
  INVENTORY_DETAIL_PAGE_SIZES,
  INVENTORY_MESSAGES as M,
  INVENTORY_TRANSITIONS,
  type Inventory,
  type InventoryAction,
  type InventoryLine,
} from '@jarvis/contracts/inventory';
import { BackButton } from '../../components/ui/back-button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/form-rules';
import { useHoldsRoute } from '../../lib/session-queries';
import { foldForSearch } from '@jarvis/contracts/search';
import { toast } from '../../lib/toast';
import type { CountField } from './count-outbox';
import {
  formatDate,
  formatMoney,
  InventoryStateTag,
  progressText,
  typeLabel,
} from './inventory-format';
import { inventoryKeys, useExportInventory, useInventory, useMoveInventory } from './inventory.api';
import { useCountOutbox } from './use-count-outbox';
import './inventory.css';

type PageProps = { route: { nombre: string } };

const ALL = 'Todos';

const ACTION_RESULTS: Record<InventoryAction, string> = {
  finalizar: '/Inventario',
  aprobar: '/Inventario/revision',
  habilitar: '/Inventario/revision',
  anular: '/Inventario/revision',
};

const LISTS = ['/Inventario', '/Inventario/listado', '/Inventario/revision'];

/**
 * Where 'Volver' leads: the inventory list the user came from, or the first of them they hold
 * (branch staff their branch's, managers the review).
 */
function useBackList() {
  const state: unknown = useLocation().state;
  const holdsBranch = useHoldsRoute('Inventario');
  const holdsReview = useHoldsRoute('Inventario/revision');
  const from =
    typeof state === 'object' && state !== null && 'volverA' in state
      ? String(state.volverA).split('?')[0]
      : undefined;
  const came = LISTS.find((list) => list.toLowerCase() === from?.replace(/\/+$/, '').toLowerCase());
  if (came) return came;
  if (holdsBranch) return '/Inventario';
  return holdsReview ? '/Inventario/revision' : '/Inventario/listado';
}

/**
 * /Inventario/vista/{id} (spec 3 §2, §4, §5; issue #55 point 4): the count's lines by category,
 * 10 a page or all. Branch staff type each cell while it is En Proceso; each is saved as typed
 * through the outbox, which keeps it in the browser when there is no connection. The count is read
 * again every few seconds while being typed, so two phones see each other's cells. Finalizar for
 * the branch; Aprobar, Habilitar and Anular for central staff while it is in Revisión.
 */
export function InventoryCountPage({ route }: PageProps) {
  const inventarioId = Number(useParams().inventarioID);
  const isValidId = Number.isInteger(inventarioId) && inventarioId > 0;
  const count = useInventory(isValidId ? inventarioId : 0);
  return (
    <>
      <PageHeader
        title={count.data ? `Inventario ${count.data.mask}` : route.nombre}
        extra={<BackButton to={useBackList()} />}
      />
      {!isValidId ? (
        <Alert type="error" showIcon title={M.notFound} />
      ) : count.data ? (
        <CountView count={count.data} />
      ) : count.isError ? (
        <LoadFailure title={M.noData} error={count.error} onRetry={() => void count.refetch()} />
      ) : (
        <Card variant="borderless" className="inventory-panel">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </>
  );
}

function CountView({ count }: { count: Inventory }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { outbox, state } = useCountOutbox(count.inventarioId);
  const move = useMoveInventory();
  const exporter = useExportInventory();
  const [categoria, setCategoria] = useState<number>();
  const [buscar, setBuscar] = useState('');
  const [size, setSize] = useState<number | typeof ALL>(INVENTORY_DETAIL_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const isEditable = count.puedeContar;
  const queryClient = useQueryClient();
  const conflicts = state.conflicts.length;
  // Someone else's value won a cell: show it as it is now.
  useEffect(() => {
    if (conflicts > 0)
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.detail(count.inventarioId) });
  }, [conflicts, count.inventarioId, queryClient]);

  const categories = useMemo(() => {
    const seen = new Map<number, string>();
    for (const l of count.detalle) seen.set(l.categoriaId, l.categoria);
    return [...seen]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [count.detalle]);

  const lines = useMemo(() => {
    const term = foldForSearch(buscar.trim());
    return count.detalle
      .filter((l) => categoria === undefined || l.categoriaId === categoria)
      .filter((l) => term === '' || foldForSearch(`${l.nombre} ${l.articuloId}`).includes(term))
      .sort((a, b) => a.categoria.localeCompare(b.categoria) || a.nombre.localeCompare(b.nombre));
  }, [count.detalle, categoria, buscar]);

  const shown = size === ALL ? lines : lines.slice((page - 1) * size, page * size);
  const groups = useMemo(() => {
    const byCategory = new Map<string, InventoryLine[]>();
    for (const l of shown) byCategory.set(l.categoria, [...(byCategory.get(l.categoria) ?? []), l]);
    return [...byCategory];
  }, [shown]);

  const counted = count.detalle.filter(
    (l) =>
      outbox.pendingValue({ inventarioDetalleId: l.inventarioDetalleId, campo: 'invCerrado' }) !==
        undefined ||
      outbox.pendingValue({ inventarioDetalleId: l.inventarioDetalleId, campo: 'invAbierto' }) !==
        undefined ||
      l.invTotal !== null,
  ).length;

  const type = (line: InventoryLine, campo: CountField, valor: number | null) =>
    void outbox.type({
      inventarioDetalleId: line.inventarioDetalleId,
      campo,
      valor,
      version: line.version,
    });

  const act = (action: InventoryAction) => {
    const content =
      action === 'finalizar' ? M.confirmFinish(count.inventarioId) : M.confirmAction(action);
    modal.confirm({
      title: `${INVENTORY_TRANSITIONS[action].etiqueta} inventario`,
      content,
      okText: INVENTORY_TRANSITIONS[action].etiqueta,
      okButtonProps: { danger: action === 'anular' },
      cancelText: 'Cancelar',
      onOk: async () => {
        if (action === 'finalizar') {
          await outbox.flush();
          if (outbox.state().pending.length > 0) {
            toast.error('Hay cantidades sin enviar: espere a tener conexión para terminar');
            return;
          }
        }
        try {
          await move.mutateAsync({
            inventarioId: count.inventarioId,
            action,
            version: count.version,
          });
          // The shell toasts the server's text.
          void navigate(ACTION_RESULTS[action]);
        } catch (error) {
          toast.error(errorText(error));
        }
      },
    });
  };

  const review = count.acciones.filter((a) => a !== 'finalizar');
  return (
    <Card variant="borderless" className="inventory-panel count">
      <div className="count-head">
        <div className="count-head__facts">
          <InventoryStateTag estado={count.estado} />
          <span>
            <strong>{count.sucursal.nombre}</strong> · {typeLabel(count.tipo)} ·{' '}
            {formatDate(count.fecha)}
          </span>
          <Typography.Text type="secondary" className="inventory-small">
            Creado por {count.creadoPor}
            {count.gerente && ` · Gerente ${count.gerente}`}
            {count.costo !== null && ` · Costo ${formatMoney(count.costo)}`}
          </Typography.Text>
        </div>
        <div className="count-head__actions">
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate({ inventarioId: count.inventarioId, mask: count.mask })}
          >
            Excel
          </Button>
          {count.acciones.includes('finalizar') && (
            <Button
              type="primary"
              icon={<FlagOutlined aria-hidden />}
              loading={move.isPending}
              onClick={() => act('finalizar')}
            >
              Finalizar
            </Button>
          )}
          {review.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: review.map((action) => ({
                  key: action,
                  label: INVENTORY_TRANSITIONS[action].etiqueta,
                  danger: action === 'anular',
                })),
                onClick: ({ key }) => act(key as InventoryAction),
              }}
            >
              <Button type="primary" loading={move.isPending}>
                Acciones <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
          )}
        </div>
      </div>
      <div className="count-progress">
        <Progress
          aria-label="Avance del conteo"
          percent={count.detalle.length ? Math.round((counted / count.detalle.length) * 100) : 0}
          size="small"
          showInfo={false}
        />
        <Typography.Text type="secondary" className="inventory-small">
          {progressText(counted, count.detalle.length)}
        </Typography.Text>
      </div>
      {isEditable && <SaveStatus state={state} />}
      {state.refusal && (
        <Alert className="count-status" type="error" showIcon title={state.refusal} role="alert" />
      )}
      {state.conflicts.length > 0 && (
        <Alert
          className="count-status"
          type="warning"
          showIcon
          title={M.cellStale}
          description={`${String(state.conflicts.length)} ${state.conflicts.length === 1 ? 'cantidad muestra' : 'cantidades muestran'} el valor que guardó la otra persona.`}
          action={
            <Button size="small" onClick={() => state.conflicts.forEach((c) => outbox.dismiss(c))}>
              Entendido
            </Button>
          }
        />
      )}
      <div className="count-tools">
        <Select
          allowClear
          placeholder="Todas las categorías"
          value={categoria}
          onChange={(value?: number) => {
            setCategoria(value);
            setPage(1);
          }}
          options={categories}
          className="count-tools__category"
          aria-label="Categoría"
        />
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Buscar artículo"
          value={buscar}
          onChange={(e) => {
            setBuscar(e.target.value);
            setPage(1);
          }}
          className="count-tools__search"
          aria-label="Buscar artículo"
        />
        <Segmented
          options={INVENTORY_DETAIL_PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
          value={size}
          onChange={(value) => {
            setSize(value);
            setPage(1);
          }}
          aria-label="Artículos por página"
        />
      </div>
      {lines.length === 0 ? (
        <EmptyState text={M.noProducts} />
      ) : (
        groups.map(([categoria, items]) => (
          <section key={categoria} className="count-group" aria-label={categoria}>
            <h2 className="count-group__title">{categoria}</h2>
            <ul className="count-lines">
              {items.map((line) => (
                <CountLine
                  key={line.inventarioDetalleId}
                  line={line}
                  isEditable={isEditable}
                  pending={(campo) =>
                    outbox.pendingValue({ inventarioDetalleId: line.inventarioDetalleId, campo })
                  }
                  conflicts={state.conflicts}
                  onType={type}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {size !== ALL && lines.length > size && (
        <Pagination
          className="count-pagination"
          current={page}
          pageSize={size}
          total={lines.length}
          showSizeChanger={false}
          showLessItems
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Card>
  );
}
