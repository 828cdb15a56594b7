import { useState } from 'react';
import { Alert, Button, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { foldForSearch } from '@jarvis/contracts/search';
import { ORDER_EMPTY_TEXTS } from '@jarvis/contracts/orders';
import {
  newPrice,
  PRICE_CHANGE_MESSAGES,
  type PriceChangeArticles,
} from '@jarvis/contracts/orders-price-change';
import { EmptyState } from '../../components/ui/empty-state';
import { formatPrice } from './orders-format';
import { ArticleName, localPagination } from './price-change-cells';

type Article = PriceChangeArticles['articulos'][number];

/** What each article's input holds: a number, or nothing (no new price). */
export type PriceInputs = Readonly<Record<string, number | null>>;

/** The input's refusal in the spec's words ('No se permiten números negativos'), if any. */
export function priceProblem(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = newPrice.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

type PriceChangePricesProps = {
  articles: PriceChangeArticles | undefined;
  isLoading: boolean;
  prices: PriceInputs;
  onPrice: (articuloId: string, precio: number | null) => void;
  isPhone: boolean;
  disabled: boolean;
};

/** A phone shows this many cards more at each 'Ver más productos'. */
const PHONE_STEP = 10;

const range = (a: Article) =>
  a.precioMinimo === a.precioMaximo
    ? formatPrice(a.precioMinimo)
    : `${formatPrice(a.precioMinimo)} – ${formatPrice(a.precioMaximo)}`;

function PriceInput({
  article,
  value,
  onPrice,
  disabled,
}: {
  article: Article;
  value: number | null | undefined;
  onPrice: PriceChangePricesProps['onPrice'];
  disabled: boolean;
}) {
  const problem = priceProblem(value);
  return (
    <span className="price-change-input">
      <InputNumber<number>
        aria-label={`Precio nuevo de ${article.nombre}`}
        placeholder="Precio nuevo"
        prefix="$"
        step={0.01}
        value={value ?? null}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(next) => onPrice(article.articuloId, typeof next === 'number' ? next : null)}
      />
      {problem && (
        <span className="price-change-input__error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

/**
 * 'Precios nuevos': the articles on the filter's orders, each with its price now (the lowest and
 * the highest on the orders) and an input for its new one. A price entered is applied to every
 * chosen order's line of that article.
 */
export function PriceChangePrices(props: PriceChangePricesProps) {
  const { articles, prices, onPrice, isPhone, disabled } = props;
  const [term, setTerm] = useState('');
  const [phoneCount, setPhoneCount] = useState(PHONE_STEP);
  const folded = foldForSearch(term.trim());
  const shown = (articles?.articulos ?? []).filter(
    (a) => !folded || foldForSearch(`${a.nombre} ${a.articuloId}`).includes(folded),
  );
  const columns: TableColumnsType<Article> = [
    { title: 'Producto', key: 'producto', render: (_, a) => <ArticleName {...a} /> },
    { title: 'Unidad', dataIndex: 'unidad', key: 'unidad', width: 110 },
    { title: 'Pedidos', dataIndex: 'pedidos', key: 'pedidos', width: 90, align: 'right' },
    {
      title: 'Precio actual',
      key: 'actual',
      width: 220,
      align: 'right',
      render: (_, a) => <span className="orders-num">{range(a)}</span>,
    },
    {
      title: 'Precio nuevo',
      key: 'nuevo',
      width: 220,
      render: (_, a) => (
        <PriceInput
          article={a}
          value={prices[a.articuloId]}
          onPrice={onPrice}
          disabled={disabled}
        />
      ),
    },
  ];
  return (
    <section className="price-change-prices" aria-label="Precios nuevos">
      <div className="price-change-prices__head">
        <h2 className="price-change-section-title">Precios nuevos</h2>
        <Input.Search
          className="price-change-prices__search"
          placeholder="Buscar producto"
          aria-label="Buscar producto"
          allowClear
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {articles?.hayMas && (
        <Alert
          type="info"
          showIcon
          className="orders-failure"
          title={PRICE_CHANGE_MESSAGES.moreArticles}
        />
      )}
      {isPhone ? (
        <>
          {shown.length === 0 && !props.isLoading && (
            <EmptyState text={ORDER_EMPTY_TEXTS.noProducts} />
          )}
          <ul className="price-change-article-cards" aria-label="Productos">
            {shown.slice(0, phoneCount).map((a) => (
              <li key={a.articuloId} className="price-change-article-card">
                <ArticleName {...a} />
                <span className="orders-muted">
                  {a.pedidos} {a.pedidos === 1 ? 'pedido' : 'pedidos'} · {a.unidad} · {range(a)}
                </span>
                <PriceInput
                  article={a}
                  value={prices[a.articuloId]}
                  onPrice={onPrice}
                  disabled={disabled}
                />
              </li>
            ))}
          </ul>
          {shown.length > phoneCount && (
            <Button
              block
              className="price-change-more"
              onClick={() => setPhoneCount(phoneCount + PHONE_STEP)}
            >
              Ver más productos ({shown.length - phoneCount})
            </Button>
          )}
        </>
      ) : (
        <Table<Article>
          rowKey="articuloId"
          columns={columns}
          dataSource={shown}
          loading={props.isLoading}
          locale={{ emptyText: <EmptyState text={ORDER_EMPTY_TEXTS.noProducts} /> }}
          size="small"
          scroll={{ x: 820 }}
          pagination={localPagination(shown.length, 'Productos por página')}
        />
      )}
    </section>
  );
}
