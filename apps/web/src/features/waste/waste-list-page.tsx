import { useState } from 'react';
import { App, Button, Card, Grid, Modal, Skeleton, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import {
  WASTE_MESSAGES as M,
  WASTE_PAGE_SIZE,
  WASTE_TRANSITIONS,
  WasteListQuerySchema,
  type Waste,
  type WasteAction,
  type WasteSort,
} from '@jarvis/contracts/waste';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { CardList, isLoadingPage, listPagination } from '../../components/ui/paged-list';
import { SearchInput } from '../../components/ui/search-input';
import { EmptyState } from '../../components/ui/empty-state';
import { useListState } from '../../lib/list-state';
import { useHoldsRoute } from '../../lib/session-queries';
import {
  capitalised,
  formatDate,
  formatMoney,
  formatQuantity,
  WasteStateTag,
} from './waste-format';
import { useMoveWaste, useWasteList } from './waste.api';
import './waste.css';

type PageProps = { route: { nombre: string } };

const ListStateSchema = WasteListQuerySchema.pick({
  page: true,
  buscar: true,
  orden: true,
  dir: true,
});

type Sorted = { orden: WasteSort; dir: 'asc' | 'desc' };

const sortOrderOf = (sorted: Sorted, key: WasteSort): SortOrder =>
  sorted.orden === key ? (sorted.dir === 'asc' ? 'ascend' : 'descend') : null;

function columns(sorted: Sorted, open: (w: Waste) => void): TableColumnsType<Waste> {
  const sortable = (key: WasteSort) => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(sorted, key),
    sortDirections: ['descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  return [
    {
      title: 'Código',
      width: 96,
      ...sortable('desechoId'),
      render: (_, w) => `#${String(w.desechoId)}`,
    },
    { title: 'Fecha', width: 120, ...sortable('fecha'), render: (_, w) => formatDate(w.fecha) },
    { title: 'Comentario', ...sortable('comentario'), render: (_, w) => w.comentario },
    {
      title: 'Usuario',
      ...sortable('usuario'),
      render: (_, w) => (
        <span className="waste-who">
          <span>{w.usuario}</span>
          <span className="waste-small">{w.sucursal.nombre}</span>
        </span>
      ),
    },
    {
      title: 'Estado',
      width: 130,
      ...sortable('estado'),
      render: (_, w) => <WasteStateTag estado={w.estado} nombre={w.nombreEstado} />,
    },
    {
      title: 'Costo',
      key: 'costo',
      width: 110,
      align: 'right',
      render: (_, w) => <span className="waste-num">{formatMoney(w.costo)}</span>,
    },
    {
      title: <span className="sr-only">Detalles</span>,
      key: 'detalles',
      width: 130,
      align: 'right',
      render: (_, w) => (
        <Button
          icon={<UnorderedListOutlined aria-hidden />}
          aria-label={`Detalles del desecho ${String(w.desechoId)}`}
          onClick={() => open(w)}
        >
          Detalles
        </Button>
      ),
    },
  ];
}

/**
 * /Desechos/lista (spec 3 §2): the wastes the user sees — a branch's own, a manager's zone,
 * accounting's all — sorted by any column (fecha descending first), searched by the server, 10 a
 * page, with the 'Artículos' of each and, for who may, 'Revisar' or 'Aplicar'.
 */
export function WasteListPage({ route }: PageProps) {
  const { values, refine, turnPage } = useListState(ListStateSchema);
  const isPhone = !Grid.useBreakpoint().md;
  const navigate = useNavigate();
  const holdsHome = useHoldsRoute('Desechos');
  const list = useWasteList({ ...values, size: WASTE_PAGE_SIZE });
  const [opened, setOpened] = useState<number>();
  const shown = list.data?.items.find((w) => w.desechoId === opened);
  const view = {
    page: list.data,
    currentPage: values.page,
    pageSize: WASTE_PAGE_SIZE,
    isLoading: isLoadingPage(list),
    emptyText: M.empty,
    onPageChange: (page: number) => turnPage(page),
  };
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Lo que se ha desechado, por qué y cuánto costó"
        extra={
          holdsHome && (
            <Button
              icon={<ArrowLeftOutlined aria-hidden />}
              onClick={() => void navigate('/Desechos')}
            >
              Volver
            </Button>
          )
        }
      />
      <Card variant="borderless" className="waste-panel">
        <div className="waste-toolbar">
          <SearchInput
            value={values.buscar}
            onSearch={(buscar) => refine({ buscar: buscar || undefined }, { replace: true })}
            className="waste-toolbar__search"
          />
        </div>
        {list.isError && (
          <LoadFailure
            className="waste-failure"
            title="No se pudieron cargar los desechos"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {!list.data ? (
          list.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : isPhone ? (
          <CardList {...view} label="Desechos" className="waste-cards" showSinglePage>
            {list.data.items.map((w) => (
              <li key={w.desechoId} className="waste-card">
                <div className="waste-card__head">
                  <span className="waste-card__title">
                    #{w.desechoId} · {formatDate(w.fecha)}
                  </span>
                  <WasteStateTag estado={w.estado} nombre={w.nombreEstado} />
                </div>
                <span>{w.comentario}</span>
                <span className="waste-small">
                  {w.usuario} · {w.sucursal.nombre} · {formatMoney(w.costo)}
                </span>
                <Button
                  block
                  icon={<UnorderedListOutlined aria-hidden />}
                  onClick={() => setOpened(w.desechoId)}
                >
                  Detalles
                </Button>
              </li>
            ))}
          </CardList>
        ) : (
          <Table<Waste>
            rowKey="desechoId"
            aria-label="Desechos"
            columns={columns(values, (w) => setOpened(w.desechoId))}
            dataSource={list.data.items}
            loading={view.isLoading}
            pagination={{ ...listPagination(view), showSizeChanger: false }}
            locale={{ emptyText: <EmptyState text={M.empty} /> }}
            size="middle"
            scroll={{ x: 'max-content' }}
            onChange={(_pagination, _filters, sorter, extra) => {
              if (extra.action !== 'sort') return;
              const s = sorter as SorterResult<Waste>;
              // A sort cleared goes back to the default, fecha descending.
              if (!s.order) refine({ orden: 'fecha', dir: 'desc' });
              else
                refine({
                  orden: s.columnKey as WasteSort,
                  dir: s.order === 'ascend' ? 'asc' : 'desc',
                });
            }}
          />
        )}
      </Card>
      <WasteDetailDialog waste={shown} onClose={() => setOpened(undefined)} />
    </>
  );
}

/** 'Artículos' (spec 3 §2): each item, and the move the user may make on the waste. */
function WasteDetailDialog({ waste, onClose }: { waste: Waste | undefined; onClose: () => void }) {
  const { modal } = App.useApp();
  const move = useMoveWaste();
  const act = (w: Waste, action: WasteAction) =>
    void modal.confirm({
      title: `${WASTE_TRANSITIONS[action].etiqueta} desecho`,
      content: M.confirmMove(action, w.desechoId),
      okText: WASTE_TRANSITIONS[action].etiqueta,
      cancelText: 'Cancelar',
      onOk: () =>
        move
          .mutateAsync({ desechoId: w.desechoId, action, version: w.version })
          .then(onClose)
          .catch(() => undefined),
    });
  return (
    <Modal
      title={waste ? `Artículos · desecho #${String(waste.desechoId)}` : 'Artículos'}
      open={waste !== undefined}
      onCancel={onClose}
      footer={[
        ...(waste?.acciones ?? []).map((action) => (
          <Button
            key={action}
            type="primary"
            loading={move.isPending}
            onClick={() => waste && act(waste, action)}
          >
            {WASTE_TRANSITIONS[action].etiqueta}
          </Button>
        )),
        <Button key="cerrar" onClick={onClose}>
          Cerrar
        </Button>,
      ]}
    >
      {waste && (
        <>
          <p className="waste-small">
            {waste.sucursal.nombre} · {formatDate(waste.fecha)} · {waste.comentario} ·{' '}
            <WasteStateTag estado={waste.estado} nombre={waste.nombreEstado} />
          </p>
          <ul className="waste-items" aria-label="Artículos del desecho">
            {waste.lineas.map((l) => (
              <li key={l.articuloId} className="waste-items__line">
                <span className="waste-draft__article">
                  <span className="waste-draft__name">{capitalised(l.nombre)}</span>
                  <span className="waste-small">
                    {l.articuloId} · {l.unidadVenta}
                  </span>
                </span>
                <span className="waste-num">{formatQuantity(l.cantidad)}</span>
                <span className="waste-num waste-items__value">{formatMoney(l.valor)}</span>
              </li>
            ))}
          </ul>
          <p className="waste-items__total">
            Costo <strong className="waste-num">{formatMoney(waste.costo)}</strong>
          </p>
          {(waste.revisadoPor || waste.aplicadoPor) && (
            <p className="waste-small">
              {waste.revisadoPor && `Revisado por ${waste.revisadoPor}`}
              {waste.revisadoPor && waste.aplicadoPor && ' · '}
              {waste.aplicadoPor && `Aplicado por ${waste.aplicadoPor}`}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
