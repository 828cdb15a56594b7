import { Card } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog';
import type { SupplierPrice } from '@jarvis/contracts/prices';
import { CardList } from '../../../components/ui/paged-list';
import {
  PriceActions,
  PriceArticle,
  PriceEstadoSwitch,
  priceText,
  type PriceAction,
} from './price-parts';
import { PriceUnit, type PriceListViewProps } from './prices-table';

/** The prices on a phone: one card per supplier link, its switch and actions labelled. */
export function PriceCards(props: PriceListViewProps) {
  const { page, onAction } = props;
  return (
    <CardList {...props} label="Precios" className="art-cards" pageSizeOptions={PAGE_SIZE_OPTIONS}>
      {page?.items.map((row) => (
        <li key={row.id}>
          <PriceCard row={row} onAction={onAction} />
        </li>
      ))}
    </CardList>
  );
}

type PriceCardProps = {
  row: SupplierPrice;
  onAction: (action: PriceAction, row: SupplierPrice) => void;
};

function PriceCard({ row, onAction }: PriceCardProps) {
  return (
    <Card
      size="small"
      className="art-card"
      role="article"
      aria-label={`${row.articulo} · ${row.proveedor}`}
    >
      <div className="art-card__head">
        <PriceArticle row={row} />
        <span className="art-num art-price art-card__price">{priceText(row.precio)}</span>
      </div>
      <dl className="art-card__facts">
        <dt>Proveedor</dt>
        <dd>
          {row.proveedor} <span className="art-muted">({row.codigoProveedor})</span>
        </dd>
        <dt>Unidad</dt>
        <dd>
          <PriceUnit row={row} />
        </dd>
        <dt>Cambios</dt>
        <dd>{row.cambios}</dd>
      </dl>
      <div className="art-card__foot">
        <label className="art-card__switch">
          <PriceEstadoSwitch row={row} /> Activo
        </label>
        <span className="art-card__actions">
          <PriceActions row={row} onAction={onAction} isLabelled />
        </span>
      </div>
    </Card>
  );
}
