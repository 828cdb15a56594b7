import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CATEGORY_CHIP_SCROLL_PX, type Category } from '@jarvis/contracts/catalog';
import { CategoryIcon } from './category-icon';
import './category-chips.css';

type CategoryChipsProps = {
  /** With how many rows each holds under the list's filters, when the list counts them. */
  categorias: (Category & { total?: number | undefined })[] | undefined;
  /** Rows of the current search in every category: the 'Todas' chip's count, if counted. */
  totalTodas?: number | undefined;
  /** The chosen category; undefined is 'Todas'. */
  value: number | undefined;
  onChange: (categoriaID: number | undefined) => void;
};

/**
 * One chip per category (with its count for the current search where the list gives one), in a
 * row that scrolls sideways; the arrows move it 200 px (spec 2 §2) and show only when the row does
 * not fit. Artículos, PPD and the price list choose their category with it.
 */
export function CategoryChips({ categorias, totalTodas, value, onChange }: CategoryChipsProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canLeft: false, canRight: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEdges({
      canLeft: el.scrollLeft > 0,
      canRight: Math.ceil(el.scrollLeft + el.clientWidth) < el.scrollWidth,
    });
  }, []);
  useLayoutEffect(measure, [measure, categorias]);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * CATEGORY_CHIP_SCROLL_PX, behavior: 'smooth' });
  const overflows = edges.canLeft || edges.canRight;

  return (
    <div className="art-chips">
      {overflows && (
        <Button
          shape="circle"
          size="small"
          icon={<LeftOutlined aria-hidden />}
          aria-label="Ver categorías anteriores"
          disabled={!edges.canLeft}
          onClick={() => scroll(-1)}
        />
      )}
      <div
        ref={strip}
        className="art-chips__strip"
        role="group"
        aria-label="Categorías"
        onScroll={measure}
      >
        <Chip
          icon={<UnorderedListOutlined aria-hidden />}
          nombre="Todas"
          total={totalTodas}
          isActive={value === undefined}
          onClick={() => onChange(undefined)}
        />
        {categorias?.map((c) => (
          <Chip
            key={c.categoriaID}
            icon={<CategoryIcon icono={c.icono} />}
            nombre={c.nombre}
            total={c.total}
            isActive={value === c.categoriaID}
            onClick={() => onChange(c.categoriaID)}
          />
        ))}
      </div>
      {overflows && (
        <Button
          shape="circle"
          size="small"
          icon={<RightOutlined aria-hidden />}
          aria-label="Ver más categorías"
          disabled={!edges.canRight}
          onClick={() => scroll(1)}
        />
      )}
    </div>
  );
}

type ChipProps = {
  icon: ReactNode;
  nombre: string;
  total: number | undefined;
  isActive: boolean;
  onClick: () => void;
};

function Chip({ icon, nombre, total, isActive, onClick }: ChipProps) {
  return (
    <Button
      shape="round"
      className="art-chip"
      type={isActive ? 'primary' : 'default'}
      aria-pressed={isActive}
      icon={icon}
      onClick={onClick}
    >
      {nombre}
      {total !== undefined && <span className="art-chip__count">{total}</span>}
    </Button>
  );
}
