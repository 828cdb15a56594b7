import { Alert, Descriptions, Drawer, Empty, Grid, Skeleton, Tag } from 'antd';
import { ArrowDownOutlined, ArrowRightOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { PriceHistoryEntry, SupplierPrice } from '@jarvis/contracts/prices';
import { Instant } from '../../../lib/business-time';
import { errorText } from '../../../lib/form-rules';
import { priceText } from './price-parts';
import { usePriceHistory } from './prices.api';
import '../articles/article-dialogs.css';

type PriceHistoryProps = {
  row: SupplierPrice;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

/** Every price change of one supplier link, newest first, with its variation (spec 2 §3). */
export function PriceHistoryDrawer({ row, open, onClose, afterClose }: PriceHistoryProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  const history = usePriceHistory(row.id);
  return (
    <Drawer
      title="Historial de precios"
      open={open}
      onClose={onClose}
      afterOpenChange={(isOpen) => !isOpen && afterClose()}
      size={isPhone ? '100%' : 520}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        className="art-summary"
        items={[
          { key: 'articulo', label: 'Artículo', children: `${row.articuloID} · ${row.articulo}` },
          { key: 'proveedor', label: 'Proveedor', children: row.proveedor },
          {
            key: 'precio',
            label: 'Precio actual',
            children: <span className="art-num art-price">{priceText(row.precio)}</span>,
          },
        ]}
      />
      {history.isError && (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar el historial"
          description={errorText(history.error)}
        />
      )}
      {history.isPending && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {history.data &&
        (history.data.cambios.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Sin cambios de precio registrados"
          />
        ) : (
          <ol className="art-history" aria-label="Cambios de precio">
            {history.data.cambios.map((entry) => (
              <HistoryEntry key={entry.historialId} entry={entry} />
            ))}
          </ol>
        ))}
    </Drawer>
  );
}

function HistoryEntry({ entry }: { entry: PriceHistoryEntry }) {
  return (
    <li className="art-history__entry">
      <div className="art-history__when">
        <span>
          <Instant iso={entry.fecha} />
        </span>
        <span className="art-muted">{entry.usuario ?? '—'}</span>
      </div>
      <div className="art-history__change">
        <span className="art-num">{priceText(entry.precioAnterior)}</span>
        <ArrowRightOutlined aria-label="a" className="art-muted" />
        <span className="art-num art-price">{priceText(entry.precioNuevo)}</span>
        <Variation variacion={entry.variacion} />
      </div>
    </li>
  );
}

/** A rise is what purchasing watches for: red going up, green going down. */
function Variation({ variacion }: { variacion: string }) {
  const value = Number(variacion);
  if (value === 0) return <Tag className="art-tag art-num">0.00 %</Tag>;
  const isUp = value > 0;
  return (
    <Tag
      color={isUp ? 'error' : 'success'}
      icon={isUp ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
      className="art-tag art-num"
      aria-label={`${isUp ? 'Subió' : 'Bajó'} ${variacion.replace('-', '')} %`}
    >
      {isUp ? '+' : ''}
      {variacion} %
    </Tag>
  );
}
