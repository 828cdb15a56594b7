import type { ReactNode } from 'react';
import { Alert, Button, Empty, Pagination, Spin } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog-articles';
import { listTotalText } from '../../../components/ui/list-total';
import { errorText } from '../../../lib/form-rules';

type CardListProps = {
  /** undefined while the first page loads. */
  count: number | undefined;
  total: number;
  isCapped: boolean;
  currentPage: number;
  pageSize: number;
  isLoading: boolean;
  emptyText: string;
  label: string;
  className?: string;
  onPageChange: (page: number, size: number) => void;
  children: ReactNode;
};

/** A list of cards (phones, the PPD list) with the table's empty text, spinner and pagination. */
export function CardList(props: CardListProps) {
  const { count, total, isCapped, currentPage, pageSize, isLoading, emptyText, label } = props;
  if (!count)
    return (
      <div className="art-cards__placeholder">
        {isLoading || count === undefined ? (
          <Spin />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )}
      </div>
    );
  return (
    <Spin spinning={isLoading}>
      <ul className={props.className ?? 'art-cards'} aria-label={label}>
        {props.children}
      </ul>
      <Pagination
        className="art-cards__pagination"
        size="small"
        current={currentPage}
        pageSize={pageSize}
        total={total}
        hideOnSinglePage={total <= PAGE_SIZE_OPTIONS[0]}
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showSizeChanger={total > PAGE_SIZE_OPTIONS[0]}
        showTotal={(all) => listTotalText(all, isCapped)}
        onChange={props.onPageChange}
      />
    </Spin>
  );
}

type ListFailureProps = { error: unknown; onRetry: () => void };

/** A list that failed to load says so in place (besides the toast), with a way to try again. */
export function ListFailure({ error, onRetry }: ListFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      className="art-failure"
      title="No se pudo cargar la lista"
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Volver a cargar
        </Button>
      }
    />
  );
}
