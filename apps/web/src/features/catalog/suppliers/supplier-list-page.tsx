import { useState } from 'react';
import { Button, Card, Grid } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SUPPLIER_MESSAGES,
  SUPPLIER_PAGE_SIZE,
  SupplierListQuerySchema,
  type SupplierRow,
} from '@jarvis/contracts/suppliers';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { CountTabs } from '../../../components/ui/count-tabs';
import { isLoadingPage } from '../../../components/ui/paged-list';
import { useListState } from '../../../lib/list-state';
import { SupplierCards } from './supplier-cards';
import { SupplierEditDialog } from './supplier-edit-dialog';
import { SupplierTable } from './supplier-table';
import { SupplierVerifyDialog } from './supplier-verify-dialog';
import { useSupplierList } from './suppliers.api';
import './suppliers.css';

type SupplierListPageProps = { route: { nombre: string } };
type EditState = { supplier: SupplierRow; open: boolean };

/** What the address keeps of the list: the brand tab, 'Buscar' and the page. */
const SupplierListStateSchema = SupplierListQuerySchema.pick({
  marca: true,
  buscar: true,
  page: true,
});

/**
 * /Proveedor/crear-proveedor: the suppliers of one brand per tab, the user's own first; edit only
 * on the user's brand, 'Nuevo' through the SAP verification (spec 2 §2 Supplier list).
 */
export function SupplierListPage({ route }: SupplierListPageProps) {
  // The list lives in the address: creating a supplier comes back to its brand tab.
  const { values, refine, turnPage } = useListState(SupplierListStateSchema);
  const { marca, page, buscar = '' } = values;
  const [isVerifying, setVerifying] = useState(false);
  const [edit, setEdit] = useState<EditState | null>(null);
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const list = useSupplierList({ marca, buscar, page });
  // Beside the side menu a screen under xl leaves the table too little room: cards there.
  const ListView = screens.xl ? SupplierTable : SupplierCards;

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Proveedores por marca, su contacto y el máximo de artículos por pedido"
        extra={
          list.data?.puedeCrear && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setVerifying(true)}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Card variant="borderless" className="sup-panel">
        <CountTabs
          tabs={(list.data?.marcas ?? []).map(({ marca: key, total }) => ({
            key,
            label: key,
            count: total,
          }))}
          value={list.data?.marca ?? marca}
          onChange={(next) => refine({ marca: next })}
          isPhone={isPhone}
          groupLabel="Marca"
        />
        <div className="sup-toolbar">
          <SearchInput
            className="sup-toolbar__search"
            value={buscar}
            onSearch={(text) => refine({ buscar: text }, { replace: true })}
          />
        </div>
        <ListView
          page={list.data}
          currentPage={page}
          pageSize={SUPPLIER_PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={buscar ? 'Ningún proveedor coincide con la búsqueda' : SUPPLIER_MESSAGES.empty}
          onPageChange={(next) => turnPage(next)}
          onEdit={(supplier) => setEdit({ supplier, open: true })}
        />
      </Card>
      <SupplierVerifyDialog open={isVerifying} onClose={() => setVerifying(false)} />
      {edit && (
        <SupplierEditDialog
          supplier={edit.supplier}
          open={edit.open}
          onClose={() => setEdit((current) => current && { ...current, open: false })}
          afterClose={() => setEdit(null)}
        />
      )}
    </>
  );
}
