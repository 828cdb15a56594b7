import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { Transfer, TransferPage } from '@jarvis/contracts/transfers';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { TransferActions, type TransferDialogs } from './transfer-actions';
import { SapLine } from './transfer-sap-line';
import { formatDate } from './transfer-format';
import { TransferStateTag } from './transfer-state-tag';

/** Which branch a list names beside each transfer: the one asked ('origen') or the one asking. */
export type OtherSide = 'origen' | 'destino';

type TransferListProps = ListViewProps<TransferPage> & {
  other: OtherSide;
  dialogs: TransferDialogs;
  label: string;
};

const OTHER_TITLE: Record<OtherSide, string> = { origen: 'Origen', destino: 'Solicitado por' };

const articlesText = (n: number) => (n === 1 ? '1 artículo' : `${String(n)} artículos`);

function Branch({ transfer, other }: { transfer: Transfer; other: OtherSide }) {
  const branch = transfer[other];
  return (
    <Flex vertical>
      <span>{branch.nombre}</span>
      <Typography.Text type="secondary" className="transfer-small">
        {other === 'destino' ? `${transfer.solicitadoPor} · ${branch.bodega}` : branch.bodega}
      </Typography.Text>
    </Flex>
  );
}

function columns(other: OtherSide, dialogs: TransferDialogs): TableColumnsType<Transfer> {
  return [
    { title: '#', dataIndex: 'trasladoId', width: 72 },
    {
      title: 'Fecha',
      key: 'fecha',
      width: 120,
      render: (_, t) => formatDate(t.fecha),
    },
    {
      title: OTHER_TITLE[other],
      key: 'sucursal',
      render: (_, t) => <Branch transfer={t} other={other} />,
    },
    {
      title: 'Artículos',
      key: 'articulos',
      width: 110,
      render: (_, t) => articlesText(t.lineas.length),
    },
    {
      title: 'Estado',
      key: 'estado',
      width: 210,
      render: (_, t) => (
        <Flex vertical align="flex-start" gap={2}>
          <TransferStateTag estado={t.estado} />
          <SapLine transfer={t} />
        </Flex>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      width: 240,
      render: (_, t) => <TransferActions transfer={t} dialogs={dialogs} />,
    },
  ];
}

/** A page of transfers as a table (desktop). */
export function TransferTable(props: TransferListProps) {
  const { page, isLoading, emptyText, other, dialogs, label } = props;
  return (
    <Table<Transfer>
      rowKey="trasladoId"
      aria-label={label}
      columns={columns(other, dialogs)}
      dataSource={page?.items}
      loading={isLoading}
      pagination={listPagination(props)}
      locale={{ emptyText: page ? <EmptyState text={emptyText} /> : ' ' }}
      size="middle"
    />
  );
}

/** The same page as cards (phones): each transfer's facts, then its buttons at full width. */
export function TransferCards(props: TransferListProps) {
  const { page, other, dialogs, label } = props;
  return (
    <CardList {...props} label={label} className="transfer-cards">
      {page?.items.map((t) => (
        <li key={t.trasladoId} className="transfer-card">
          <TransferCardBody transfer={t} other={other} dialogs={dialogs} />
        </li>
      ))}
    </CardList>
  );
}

type CardBodyProps = {
  transfer: Transfer;
  other: OtherSide;
  dialogs: TransferDialogs;
  /** In a side list (the home page): small buttons, not stretched. */
  isCompact?: boolean;
};

/** One transfer in a card or a home list: number, date, state, the other branch, the buttons. */
export function TransferCardBody({ transfer, other, dialogs, isCompact = false }: CardBodyProps) {
  return (
    <>
      <div className="transfer-card__head">
        <span className="transfer-card__title">
          #{transfer.trasladoId} · {formatDate(transfer.fecha)}
        </span>
        <TransferStateTag estado={transfer.estado} />
      </div>
      <div className="transfer-card__facts">
        <span>
          {other === 'origen' ? 'De ' : 'Para '}
          <strong>{transfer[other].nombre}</strong>
          {other === 'destino' && ` · ${transfer.solicitadoPor}`}
        </span>
        <Typography.Text type="secondary" className="transfer-small">
          {articlesText(transfer.lineas.length)}
        </Typography.Text>
        <SapLine transfer={transfer} />
      </div>
      <TransferActions
        transfer={transfer}
        dialogs={dialogs}
        isBlock={!isCompact}
        size={isCompact ? 'small' : 'middle'}
      />
    </>
  );
}
