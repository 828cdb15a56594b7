import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { OrderableArticles } from '@jarvis/contracts/orders-lists';
import { formatPrice } from './orders-format';
import { newLineError, quantityOf, type DraftLine } from './new-order-lines';

type Article = OrderableArticles['articulos'][number];

type AddLineProps = {
  articles: readonly Article[] | undefined;
  isLoading: boolean;
  lines: readonly DraftLine[];
  /** The supplier's max_productos is reached: nothing more can be added (spec 2 §2 New order). */
  isFull: boolean;
  disabled: boolean;
  onAdd: (line: DraftLine) => void;
};

const ARTICLE_ID = 'nuevo-pedido-articulo';
const QUANTITY_ID = 'nuevo-pedido-cantidad';
const ERROR_ID = 'nuevo-pedido-agregar-error';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type ArticleOption = {
  value: string;
  title: string;
  label: string;
  unidad: string;
  precio: string;
};

const labelOf = (article: Article) => `${article.articuloId} — ${article.nombre}`;

/** An article of the supplier, searchable by code and name, a whole quantity, and 'Agregar'. */
export function NewOrderAddLine({
  articles,
  isLoading,
  lines,
  isFull,
  disabled,
  onAdd,
}: AddLineProps) {
  const [articuloId, setArticuloId] = useState<string>();
  const [cantidad, setCantidad] = useState('');
  const [error, setError] = useState<string>();
  const added = new Set(lines.map((line) => line.articuloId.toUpperCase()));
  const offered = (articles ?? []).filter((a) => !added.has(a.articuloId.toUpperCase()));
  const isOff = disabled || isFull;

  const add = () => {
    const problem = newLineError(articuloId, cantidad, lines);
    const article = articles?.find((a) => a.articuloId === articuloId);
    if (problem || !article) {
      setError(problem);
      return;
    }
    onAdd({ ...article, cantidad: String(quantityOf({ ...article, cantidad })) });
    setArticuloId(undefined);
    setCantidad('');
    setError(undefined);
    document.getElementById(ARTICLE_ID)?.focus();
  };

  return (
    <div className="new-order-add">
      <div className="new-order-add__row">
        <div className="new-order-add__article">
          <label htmlFor={ARTICLE_ID}>Artículo</label>
          <Select<string, ArticleOption>
            id={ARTICLE_ID}
            showSearch={{
              filterOption: (typed, option) =>
                folded(option?.title ?? '').includes(folded(typed.trim())),
            }}
            allowClear
            placeholder="Busque por código o nombre"
            loading={isLoading}
            disabled={isOff}
            value={articuloId}
            status={error && !articuloId ? 'error' : undefined}
            onChange={(value) => {
              setArticuloId(value);
              setError(undefined);
            }}
            options={offered.map((a) => ({
              value: a.articuloId,
              title: labelOf(a),
              label: labelOf(a),
              unidad: a.unidad,
              precio: a.precio,
            }))}
            optionRender={(option) => (
              <span className="new-order-option">
                <span className="new-order-option__name">{option.data.title}</span>
                <span className="new-order-option__meta">
                  {option.data.unidad} · {formatPrice(option.data.precio)}
                </span>
              </span>
            )}
            notFoundContent="No hay productos por agregar"
            aria-describedby={error ? ERROR_ID : undefined}
          />
        </div>
        <div className="new-order-add__quantity">
          <label htmlFor={QUANTITY_ID}>Cantidad</label>
          <Input
            id={QUANTITY_ID}
            inputMode="numeric"
            placeholder="0"
            disabled={isOff}
            value={cantidad}
            status={error && articuloId ? 'error' : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
            onChange={(event) => {
              setCantidad(event.target.value);
              setError(undefined);
            }}
            onPressEnter={add}
          />
        </div>
        <Button
          className="new-order-add__button"
          icon={<PlusOutlined aria-hidden />}
          disabled={isOff}
          onClick={add}
        >
          Agregar
        </Button>
      </div>
      {error && (
        <div id={ERROR_ID} role="alert" className="new-order-add__error">
          {error}
        </div>
      )}
    </div>
  );
}
