import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Pagination, Spin, type PaginationProps } from 'antd';
import type { Page } from '@jarvis/contracts/common';
import { EmptyState } from './empty-state';
import { listTotalText } from './list-total';
import './paged-list.css';

/** The part of a list's page its views need: the rows shown and the honest total. */
type ShownPage = Pick<Page<unknown>, 'items' | 'total' | 'totalIsCapped'>;

/**
 * What each view of a list (its table, its phone cards) takes: the page shown, as its contract
 * answers it (with what else it carries, such as what the user may do), and how to turn it.
 */
export type ListViewProps<P extends ShownPage = ShownPage> = {
  /** undefined while the first page loads. */
  page: P | undefined;
  /** The page asked for: while it loads, the previous one stays on screen. */
  currentPage: number;
  pageSize: number;
  isLoading: boolean;
  emptyText: string;
  onPageChange: (page: number, size: number) => void;
};

/**
 * Whether a list veils its rows (`isLoading`): while its first page loads, and while another page,
 * tab or search does (the previous rows stay in sight, keepPreviousData). A refresh of the page
 * shown leaves its rows clickable.
 */
export const isLoadingPage = (list: { isPending: boolean; isPlaceholderData: boolean }) =>
  list.isPending || list.isPlaceholderData;

type PaginationPlace = Pick<ListViewProps, 'page' | 'currentPage' | 'pageSize' | 'onPageChange'>;

/**
 * What a screen reader hears of antd's page links. Its previous and next buttons are named by their
 * icons, in English ('left', 'right'), and its jumps hold two more ('double-right', 'ellipsis')
 * beside their own Spanish title; the page shown is marked only with a class.
 */
const STEP_NAMES = { prev: 'Página anterior', next: 'Página siguiente' } as const;

function spokenPageLink(currentPage: number): NonNullable<PaginationProps['itemRender']> {
  return (pageNumber, type, original) => {
    if (!isValidElement(original)) return original;
    const link = original as ReactElement<Record<string, unknown>>;
    if (type === 'prev' || type === 'next')
      return cloneElement(link, { 'aria-label': STEP_NAMES[type] });
    if (type === 'page')
      return pageNumber === currentPage ? cloneElement(link, { 'aria-current': 'page' }) : link;
    return cloneElement(link, { 'aria-hidden': true }); // a jump: its list item's title names it
  };
}

/**
 * A list's pagination, for a table's `pagination` or a `<Pagination>`: where it is, its total
 * ('Más de 1000 registros' past the list window), and the sizes to choose from when it has them
 * (offered once there is more than the smallest page).
 */
export function listPagination(
  { page, currentPage, pageSize, onPageChange }: PaginationPlace,
  pageSizeOptions?: readonly number[],
): PaginationProps {
  const total = page?.total ?? 0;
  const sizes = pageSizeOptions
    ? {
        pageSizeOptions: pageSizeOptions.map(String),
        showSizeChanger: total > (pageSizeOptions[0] ?? pageSize),
      }
    : { showSizeChanger: false };
  return {
    current: currentPage,
    pageSize,
    total,
    ...sizes,
    showTotal: (all) => listTotalText(all, page?.totalIsCapped ?? false),
    itemRender: spokenPageLink(currentPage),
    onChange: onPageChange,
  };
}

type CardListProps = ListViewProps & {
  /** The list's name for screen readers ('Proveedores'). */
  label: string;
  /** The list's own layout of its items. */
  className: string;
  /** One `<li>` per row of the page. */
  children: ReactNode;
  pageSizeOptions?: readonly number[];
  /** 'small' on phones, where the cards are; a list shown on every width passes its own. */
  paginationSize?: PaginationProps['size'];
  /** A list that is the whole view on a desktop keeps its total in sight on a single page. */
  showSinglePage?: boolean;
};

/**
 * A list of cards or rows in place of a table (phones, lists laid out by hand): a spinner while
 * it has no rows yet, the table's empty text when it has none, and its pagination below, shown
 * once there is more than one page.
 */
export function CardList(props: CardListProps) {
  const { page, isLoading, emptyText, label, className, pageSizeOptions } = props;
  // A list that could not load does not claim to be empty: its toast, or its page, says what failed.
  if (!page?.items.length)
    return (
      <div className="card-list__placeholder">
        {isLoading ? <Spin /> : page && <EmptyState text={emptyText} />}
      </div>
    );
  const smallest = pageSizeOptions?.[0] ?? props.pageSize;
  const size = props.paginationSize ?? 'small';
  return (
    <Spin spinning={isLoading}>
      <ul className={className} aria-label={label}>
        {props.children}
      </ul>
      {(props.showSinglePage || page.total > smallest) && (
        <Pagination
          className="card-list__pagination"
          size={size}
          // On a phone's width the page numbers, the total and the arrows fit on one line.
          showLessItems={size === 'small'}
          {...listPagination(props, pageSizeOptions)}
        />
      )}
    </Spin>
  );
}
