import { useState } from 'react';
import { Card, Grid, Table } from 'antd';
import { PageQuerySchema } from '@jarvis/contracts/common';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { EmptyState } from '../../components/ui/empty-state';
import { isLoadingPage, listPagination } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { useListState } from '../../lib/list-state';
import { MailMessageDrawer } from './mail-message-drawer';
import { outboxColumns } from './outbox-columns';
import { useOutbox } from './mail.api';
import './mail.css';

const PAGE_SIZE = 10;
/** What the address keeps of the outbox: its page. */
const OutboxListSchema = PageQuerySchema.pick({ page: true });

type SentMailPageProps = { route: { nombre: string } };

/** 'Correos enviados': the outbox, to check what Jarvis sent and to whom (credentials, notices). */
export function SentMailPage({ route }: SentMailPageProps) {
  const { values, turnPage } = useListState(OutboxListSchema);
  const { page } = values;
  const isPhone = !Grid.useBreakpoint().md;
  const outbox = useOutbox({ page, size: PAGE_SIZE });
  // The message shown; kept while the drawer closes so the closing animation has content.
  const [opened, setOpened] = useState<{ correoId: number; open: boolean } | null>(null);
  const openMail = (correoId: number) => setOpened({ correoId, open: true });
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Bandeja de salida del correo" />
      <Card variant="borderless" className="mail-panel">
        <Table<OutboxItem>
          rowKey="correoId"
          size={isPhone ? 'small' : 'medium'}
          columns={outboxColumns(isPhone, openMail)}
          // A click anywhere on a row opens it too; the subject is the keyboard's way in.
          onRow={(mail) => ({ onClick: () => openMail(mail.correoId), className: 'mail-row' })}
          dataSource={outbox.data?.items ?? []}
          loading={isLoadingPage(outbox)}
          locale={{ emptyText: <EmptyState text="No hay correos" /> }}
          {...(isPhone ? {} : { scroll: { x: 900 } })}
          pagination={listPagination({
            page: outbox.data,
            currentPage: page,
            pageSize: PAGE_SIZE,
            onPageChange: (next) => turnPage(next),
          })}
        />
      </Card>
      {opened && (
        <MailMessageDrawer
          correoId={opened.correoId}
          open={opened.open}
          onClose={() => setOpened((current) => current && { ...current, open: false })}
          afterClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
