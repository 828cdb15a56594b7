import { Button, Progress, Table, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { InventorySummary } from '@jarvis/contracts/inventory';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { useReturnState } from '../../lib/list-state';
import {
  formatDate,
  formatMoney,
  InventoryStateTag,
  progressText,
  typeLabel,
} from './inventory-format';

type InventoryListProps = ListViewProps<{
  items: InventorySummary[];
  total: number;
  totalIsCapped: boolean;
}> & {
  label: string;
  /** Office lists name each count's branch. */
  showBranch?: boolean;
  /** The branch's own list, where a count En Proceso is continued. */
  mayCount?: boolean;
};

const percent = (i: InventorySummary) =>
  i.lineas === 0 ? 0 : Math.round((i.contados / i.lineas) * 100);

/** 'Continuar' on a count being typed, 'Ver' on the others (spec 3 §2). */
export function OpenButton({
  inventory,
  isBlock = false,
  mayCount = false,
}: {
  inventory: InventorySummary;
  isBlock?: boolean;
  /** The branch's own list: a count En Proceso is continued there; everyone else looks. */
  mayCount?: boolean;
}) {
  const back = useReturnState();
  const navigate = useNavigate();
  const counting = mayCount && inventory.estado === 1;
  return (
    <Button
      type={counting ? 'primary' : 'default'}
      icon={counting ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      block={isBlock}
      aria-label={`${counting ? 'Continuar' : 'Ver'} ${inventory.mask}`}
      onClick={() =>
        void navigate(`/Inventario/vista/${String(inventory.inventarioId)}`, { state: back })
      }
    >
      {counting ? 'Continuar' : 'Ver'}
    </Button>
  );
}

function columns(showBranch: boolean, mayCount: boolean): TableColumnsType<InventorySummary> {
  return [
    {
      title: 'Inventario',
      key: 'mask',
      render: (_, i) => (
        <span className="inventory-mask">
          <strong>{i.mask}</strong>
          <Typography.Text type="secondary" className="inventory-small">
            #{i.inventarioId} · {i.creadoPor}
          </Typography.Text>
        </span>
      ),
    },
    ...(showBranch
      ? [
          {
            title: 'Sucursal',
            key: 'sucursal',
            render: (_: unknown, i: InventorySummary) => i.sucursal.nombre,
          },
        ]
      : []),
    { title: 'Fecha', key: 'fecha', width: 108, render: (_, i) => formatDate(i.fecha) },
    { title: 'Tipo', key: 'tipo', width: 90, render: (_, i) => typeLabel(i.tipo) },
    {
      title: 'Estado',
      key: 'estado',
      width: 120,
      render: (_, i) => <InventoryStateTag estado={i.estado} />,
    },
    {
      title: 'Avance',
      key: 'avance',
      width: 150,
      render: (_, i) => (
        <span className="inventory-progress">
          <Progress
            percent={percent(i)}
            size="small"
            showInfo={false}
            aria-label={progressText(i.contados, i.lineas)}
          />
          <Typography.Text type="secondary" className="inventory-small">
            {progressText(i.contados, i.lineas)}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: 'Costo',
      key: 'costo',
      width: 120,
      align: 'right',
      render: (_, i) => <span className="inventory-num">{formatMoney(i.costo)}</span>,
    },
    {
      title: <span className="sr-only">Abrir</span>,
      key: 'abrir',
      width: 120,
      align: 'right',
      render: (_, i) => <OpenButton inventory={i} mayCount={mayCount} />,
    },
  ];
}

/** A page of counts as a table (desktop). */
export function InventoryTable(props: InventoryListProps) {
  const { page, isLoading, emptyText, label, showBranch = false, mayCount = false } = props;
  return (
    <Table<InventorySummary>
      rowKey="inventarioId"
      aria-label={label}
      columns={columns(showBranch, mayCount)}
      dataSource={page?.items}
      loading={isLoading}
      pagination={listPagination(props)}
      locale={{ emptyText: page ? <EmptyState text={emptyText} /> : ' ' }}
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The same page as cards (phones). */
export function InventoryCards(props: InventoryListProps) {
  const { page, label, showBranch = false, mayCount = false } = props;
  return (
    <CardList {...props} label={label} className="inventory-cards">
      {page?.items.map((i) => (
        <li key={i.inventarioId} className="inventory-card">
          <div className="inventory-card__head">
            <span className="inventory-card__title">{i.mask}</span>
            <InventoryStateTag estado={i.estado} />
          </div>
          <div className="inventory-card__facts">
            {showBranch && <strong>{i.sucursal.nombre}</strong>}
            <span>
              {typeLabel(i.tipo)} · {formatDate(i.fecha)}
              {i.costo !== null && ` · ${formatMoney(i.costo)}`}
            </span>
            <Progress
              percent={percent(i)}
              size="small"
              showInfo={false}
              aria-label={progressText(i.contados, i.lineas)}
            />
            <Typography.Text type="secondary" className="inventory-small">
              {progressText(i.contados, i.lineas)}
            </Typography.Text>
          </div>
          <OpenButton inventory={i} isBlock mayCount={mayCount} />
        </li>
      ))}
    </CardList>
  );
}
