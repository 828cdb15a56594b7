import { Button, Card, Skeleton } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { NewOrderForm } from './new-order-form';
import { NEW_ORDER_PATH, NewOrderSupplierChoice } from './new-order-suppliers';
import { useNewOrderOptions } from './new-order.api';
import './new-order.css';

type NewOrderPageProps = { route: { nombre: string } };

/** A supplier id as the address writes it: digits only, anything else names no supplier. */
const supplierIdOf = (param: string) => (/^\d+$/.test(param) ? Number(param) : undefined);

/**
 * /Compras/pedidos-nuevos and /Compras/pedidos-nuevos/{proveedorID} (spec 2 §2): without a supplier
 * the user picks one of their brand's; with one, the order is written for it.
 */
export function NewOrderPage({ route }: NewOrderPageProps) {
  const { proveedorID } = useParams();
  const navigate = useNavigate();
  const options = useNewOrderOptions();
  const id = proveedorID === undefined ? undefined : supplierIdOf(proveedorID);
  const supplier = options.data?.proveedores.find((p) => p.proveedorId === id);

  const body = () => {
    if (options.isPending)
      return (
        <Card variant="borderless" className="new-order-panel">
          <Skeleton active />
        </Card>
      );
    if (options.isError)
      return (
        <LoadFailure
          title="No se pudo preparar el pedido"
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      );
    if (proveedorID === undefined)
      return <NewOrderSupplierChoice proveedores={options.data.proveedores} />;
    if (!supplier)
      return (
        <Card variant="borderless" className="new-order-panel">
          <EmptyState text={ORDER_MESSAGES.supplierNotYours}>
            <Button
              type="primary"
              icon={<ShopOutlined aria-hidden />}
              onClick={() => void navigate(NEW_ORDER_PATH)}
            >
              Elegir proveedor
            </Button>
          </EmptyState>
        </Card>
      );
    // A new supplier starts a new order: nothing of the previous one carries over.
    return <NewOrderForm key={supplier.proveedorId} options={options.data} supplier={supplier} />;
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle={
          proveedorID === undefined
            ? 'Elija el proveedor del pedido'
            : 'Agregue los productos y cree el pedido'
        }
      />
      {body()}
    </>
  );
}
