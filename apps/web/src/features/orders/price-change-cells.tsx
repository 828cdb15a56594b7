import type { PaginationProps } from 'antd';
import { PAGE_SIZE_MAX } from '@jarvis/contracts/common';
import { PRICE_CHANGE_PAGE_SIZES } from '@jarvis/contracts/orders-price-change';
import { listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { formatPrice } from './orders-format';

/** Spec 2 §9: 5, 10 or 'Todos' a page ('Todos' is the largest page the API serves). */
const SIZE_OPTIONS = PRICE_CHANGE_PAGE_SIZES.map((size) => ({
  value: size,
  label: size === PAGE_SIZE_MAX ? 'Todos' : `${size} / página`,
}));

/** A price-change list's pagination, with its page sizes and 'Todos' named as the spec names it. */
export function priceChangePagination(
  props: Omit<ListViewProps, 'isLoading' | 'emptyText'>,
  label: string,
): PaginationProps {
  const pagination = listPagination(props, PRICE_CHANGE_PAGE_SIZES);
  const total = props.page?.total ?? 0;
  return {
    ...pagination,
    showSizeChanger: total > PRICE_CHANGE_PAGE_SIZES[0] && {
      options: SIZE_OPTIONS,
      showSearch: false,
      'aria-label': label,
    },
  };
}

/** The same, for a list the browser pages itself ('Todos' is then the whole list). */
export function localPagination(total: number, label: string): PaginationProps {
  return {
    defaultPageSize: PRICE_CHANGE_PAGE_SIZES[0],
    hideOnSinglePage: total <= PRICE_CHANGE_PAGE_SIZES[0],
    showSizeChanger: total > PRICE_CHANGE_PAGE_SIZES[0] && {
      options: PRICE_CHANGE_PAGE_SIZES.map((size, i) => ({
        value: i === PRICE_CHANGE_PAGE_SIZES.length - 1 ? Math.max(total, size) : size,
        label: i === PRICE_CHANGE_PAGE_SIZES.length - 1 ? 'Todos' : `${size} / página`,
      })),
      showSearch: false,
      'aria-label': label,
    },
  };
}

type PriceMoveProps = {
  de: string;
  a: string;
  /** Prices and lines with 4 decimals; a summary's totals with 2 (spec 2 §9). */
  format?: (value: string) => string;
};

/** A value before → after; a screen reader hears 'de … a …'. */
export function PriceMove({ de, a, format = formatPrice }: PriceMoveProps) {
  if (de === a) return <span className="orders-num">{format(de)}</span>;
  return (
    <span className="price-move">
      <span className="sr-only">{`de ${format(de)} a ${format(a)}`}</span>
      <span className="orders-num price-move__old" aria-hidden>
        {format(de)}
      </span>
      <span className="price-move__arrow" aria-hidden>
        →
      </span>
      <span className="orders-num price-move__new" aria-hidden>
        {format(a)}
      </span>
    </span>
  );
}

/** An article as the tables name it: its name, its code below. */
export function ArticleName({ nombre, articuloId }: { nombre: string; articuloId: string }) {
  return (
    <span className="orders-branch">
      <span>{nombre}</span>
      <span className="orders-muted">{articuloId}</span>
    </span>
  );
}
