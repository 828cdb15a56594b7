import { useState } from 'react';
import { Alert, Card, Grid } from 'antd';
import { SUPPLIER_MESSAGES } from '@jarvis/contracts/suppliers';
import {
  SCHEDULE_PAGE_SIZE,
  ScheduleQuerySchema,
  type SchedulePage,
} from '@jarvis/contracts/schedules';
import { PageHeader } from '../../../components/ui/page-header';
import { CardList, isLoadingPage } from '../../../components/ui/paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { ScheduleRowItem } from './schedule-row';
import { CountTabs } from '../../../components/ui/count-tabs';
import { useListState } from '../../../lib/list-state';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useSchedules } from './schedules.api';
import '../suppliers/suppliers.css';

type SchedulesPageProps = { route: { nombre: string } };
type Drafts = Record<number, number[]>;

/** What the address keeps of the list: the brand tab, 'Buscar' and the page. */
const ScheduleListSchema = ScheduleQuerySchema.pick({ marca: true, buscar: true, page: true });

/**
 * /Proveedor/Nuevo-horario: the days each supplier takes orders (spec 2 §3 Supplier schedule),
 * changed in place on the user's brand and read on the others.
 */
export function SchedulesPage({ route }: SchedulesPageProps) {
  const { values, refine, turnPage } = useListState(ScheduleListSchema);
  const { marca, page, buscar = '' } = values;
  // Unsaved days by supplier: they survive changing page or tab until saved or undone.
  const [drafts, setDrafts] = useState<Drafts>({});
  const isPhone = !Grid.useBreakpoint().md;
  const list = useSchedules({ marca, buscar, page });
  const data = list.data;
  const unsaved = Object.keys(drafts).length;
  useLeaveGuard({ when: unsaved > 0, content: unsavedText(unsaved) });

  const setDraft = (proveedorID: number, dias: number[] | undefined) =>
    setDrafts(({ [proveedorID]: _dropped, ...others }) =>
      dias ? { ...others, [proveedorID]: dias } : others,
    );

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Marque los días en que cada proveedor recibe pedidos y guarde cada fila"
      />
      <Card variant="borderless" className="sup-panel">
        <CountTabs
          tabs={(data?.marcas ?? []).map((m) => ({ key: m, label: m }))}
          value={data?.marca ?? marca}
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
        {data && isReadOnly(data) && (
          <Alert
            type="info"
            showIcon
            className="sup-notice"
            title="Solo puede cambiar los horarios de los proveedores de su marca"
          />
        )}
        <CardList
          page={data}
          currentPage={page}
          pageSize={SCHEDULE_PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={buscar ? 'Ningún proveedor coincide con la búsqueda' : SUPPLIER_MESSAGES.empty}
          onPageChange={(next) => turnPage(next)}
          label="Horarios de proveedores"
          className="sched-list"
          paginationSize={isPhone ? 'small' : 'medium'}
          showSinglePage
        >
          {data?.items.map((row) => (
            <ScheduleRowItem
              key={row.proveedorID}
              row={row}
              draft={drafts[row.proveedorID]}
              onDraft={setDraft}
              isPhone={isPhone}
            />
          ))}
        </CardList>
      </Card>
    </>
  );
}

const unsavedText = (n: number) =>
  n === 1
    ? 'Hay 1 proveedor con días cambiados sin guardar; si sale, se pierden.'
    : `Hay ${n} proveedores con días cambiados sin guardar; si sale, se pierden.`;

const isReadOnly = (data: SchedulePage) =>
  data.items.length > 0 && data.items.every((row) => !row.puedeEditar);
