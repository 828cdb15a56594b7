import { App, Badge, Flex, Switch, Tooltip, Typography } from 'antd';
import { DollarOutlined, HistoryOutlined } from '@ant-design/icons';
import { ARTICLE_MESSAGES } from '@jarvis/contracts/articles';
import { PRICE_DECIMALS, PRICE_MESSAGES, type SupplierPrice } from '@jarvis/contracts/prices';
import { fixed } from '@jarvis/contracts/catalog';
import { toast } from '../../../lib/toast';
import { ActionButton } from '../../../components/ui/action-button';
import { toastFailure } from '../articles/articles.api';
import { useSetPriceEstado } from './prices.api';

export const priceText = (precio: string) => `$${fixed(precio, PRICE_DECIMALS)}`;

export type PriceAction = 'precio' | 'historial';

/** The supplier link of an article: on or off for that supplier, asked first either way. */
export function PriceEstadoSwitch({ row }: { row: SupplierPrice }) {
  const { modal } = App.useApp();
  const setEstado = useSetPriceEstado();
  const isOn = row.estado === 1;
  const isUnavailable = !isOn && row.articuloEstado === 0;

  const confirm = () => {
    // The article itself is off: its links stay off until the article is activated (spec 2 §4).
    if (isUnavailable) {
      toast.error(PRICE_MESSAGES.articleInactive);
      return;
    }
    modal.confirm({
      title: isOn
        ? '¿Desactivar el artículo para este proveedor?'
        : '¿Activar el artículo para este proveedor?',
      content: (
        <>
          <p className="art-confirm__name">
            {row.articuloID} · {row.articulo}
          </p>
          <p>Proveedor: {row.proveedor}</p>
        </>
      ),
      okText: isOn ? 'Desactivar' : 'Activar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: isOn },
      onOk: () =>
        setEstado
          .mutateAsync({ id: row.id, estado: isOn ? 0 : 1 })
          .catch((error: unknown) => toastFailure(error, ARTICLE_MESSAGES.updateError)),
    });
  };

  return (
    <Tooltip title={isUnavailable ? PRICE_MESSAGES.articleInactive : undefined}>
      <Switch
        checked={isOn}
        disabled={!row.puedeEditar}
        loading={setEstado.isPending}
        className={isUnavailable ? 'art-switch--unavailable' : undefined}
        aria-label={`Estado de ${row.articuloID} con ${row.proveedor}`}
        onChange={confirm}
      />
    </Tooltip>
  );
}

type PriceActionsProps = {
  row: SupplierPrice;
  isLabelled?: boolean;
  onAction: (action: PriceAction, row: SupplierPrice) => void;
};

/** 'Cambiar precio' for the user's own brand; the history for everyone, with its count. */
export function PriceActions({ row, isLabelled, onAction }: PriceActionsProps) {
  const target = `${row.articuloID} con ${row.proveedor}`;
  return (
    <Flex gap={isLabelled ? 8 : 2} justify={isLabelled ? 'flex-start' : 'center'} wrap>
      {row.puedeEditar && (
        <ActionButton
          label="Cambiar precio"
          target={target}
          isLabelled={isLabelled}
          icon={<DollarOutlined aria-hidden />}
          onClick={() => onAction('precio', row)}
        />
      )}
      <Badge count={isLabelled ? 0 : row.cambios} size="small" color="#5b6f6b" offset={[-4, 4]}>
        <ActionButton
          label="Historial"
          target={target}
          isLabelled={isLabelled}
          icon={<HistoryOutlined aria-hidden />}
          onClick={() => onAction('historial', row)}
        />
      </Badge>
    </Flex>
  );
}

/** The article as a price row names it: code, name and category. */
export function PriceArticle({ row }: { row: SupplierPrice }) {
  return (
    <span className="art-code">
      <span className="art-break">{row.articulo}</span>
      <Typography.Text type="secondary" className="art-small">
        {row.articuloID} · {row.categoria}
      </Typography.Text>
    </span>
  );
}
