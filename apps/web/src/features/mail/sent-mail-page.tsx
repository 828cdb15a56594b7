import { useState } from 'react';
import { Card, Grid, Table } from 'antd';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { EmptyState } from '../../components/ui/empty-state';
import { isLoadingPage, listPagination } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { outboxColumns } from './outbox-columns';
import { useOutbox } from './mail.api';
import './mail.css';

const PAGE_SIZE = 10;

type SentMailPageProps = { route: { nombre: string } };

/** 'Correos enviados': the outbox, to check what Jarvis sent and to whom (credentials, notices). */
export function SentMailPage({ route }: SentMailPageProps) {
  const [page, setPage] = useState(1);
  const isPhone = !Grid.useBreakpoint().md;
  const outbox = useOutbox({ page, size: PAGE_SIZE });
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Bandeja de salida del correo" />
      <Card variant="borderless" className="mail-panel">
        <Table<OutboxItem>
          rowKey="correoId"
          size={isPhone ? 'small' : 'medium'}
          columns={outboxColumns(isPhone)}
          dataSource={outbox.data?.items ?? []}
          loading={isLoadingPage(outbox)}
          locale={{ emptyText: <EmptyState text="No hay correos" /> }}
          {...(isPhone ? {} : { scroll: { x: 900 } })}
          pagination={listPagination({
            page: outbox.data,
            currentPage: page,
            pageSize: PAGE_SIZE,
            onPageChange: setPage,
          })}
        />
      </Card>
    </>
  );
}
