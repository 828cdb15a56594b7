import { Select } from 'antd';

/** An article as the pickers offer it: code, name and the unit its quantity is in. */
export type ArticleChoice = { articuloId: string; nombre: string; unidad: string };
export type PickedArticle = { value: string; nombre: string; unidad: string };

type Option = { value: string; title: string; label: string; nombre: string; unidad: string };

type ArticleSearchSelectProps = {
  id: string;
  /** What the server found for the term, less what the form already holds. */
  offered: ArticleChoice[];
  isSearching: boolean;
  /** What is typed in the box, and the term the server was asked for (after a pause). */
  typed: string;
  onTyped: (typed: string) => void;
  term: string;
  picked: PickedArticle | undefined;
  onPick: (picked: PickedArticle | undefined) => void;
  hasError: boolean;
  describedBy: string | undefined;
  /** Shows each option's unit beside it. */
  showUnit?: boolean;
};

/**
 * The article picker of the stock forms (a transfer's request, a waste): the active catalogue
 * searched by the server as the user types, by code or name, an option per article.
 */
export function ArticleSearchSelect(props: ArticleSearchSelectProps) {
  const { id, offered, typed, onTyped, term, picked, onPick, hasError, describedBy } = props;
  return (
    <Select<string, Option>
      id={id}
      showSearch={{ filterOption: false, onSearch: onTyped, searchValue: typed }}
      allowClear
      placeholder="Busque por código o nombre"
      value={picked?.value}
      loading={props.isSearching}
      status={hasError ? 'error' : undefined}
      aria-describedby={describedBy}
      onChange={(_value, option) => {
        const chosen = Array.isArray(option) ? undefined : option;
        onPick(
          chosen
            ? { value: chosen.value, nombre: chosen.nombre, unidad: chosen.unidad }
            : undefined,
        );
      }}
      options={offered.map((a) => ({
        value: a.articuloId,
        title: `${a.articuloId} — ${a.nombre}`,
        label: `${a.articuloId} — ${a.nombre}`,
        nombre: a.nombre,
        unidad: a.unidad,
      }))}
      {...(props.showUnit
        ? {
            optionRender: (option: { data: Option }) => (
              <span className="article-option">
                <span>{option.data.label}</span>
                <span className="article-option__meta">{option.data.unidad}</span>
              </span>
            ),
          }
        : {})}
      notFoundContent={
        term.trim() === '' ? 'Escriba para buscar' : 'No hay artículos activos con ese nombre'
      }
    />
  );
}
