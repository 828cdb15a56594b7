import { Select } from 'antd';
import { CategoryLabel } from './category-icon';
import { useCategories } from './articles.api';

type CategorySelectProps = {
  value?: number;
  onChange?: (categoriaID: number | undefined) => void;
  /** An article's own category stays choosable even if it was deactivated since. */
  current?: number;
  placeholder?: string;
  allowClear?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
};

/** The active categories with their icons: the edit and create dialogs. */
export function CategorySelect({
  current,
  placeholder = 'Seleccione una categoría',
  ...select
}: CategorySelectProps) {
  const categories = useCategories();
  const options = (categories.data ?? [])
    .filter((c) => c.estado === 1 || c.categoriaID === current)
    .map((c) => ({
      value: c.categoriaID,
      label: <CategoryLabel icono={c.icono} nombre={c.nombre} />,
      nombre: c.nombre,
    }));
  return (
    <Select<number>
      {...select}
      placeholder={placeholder}
      loading={categories.isPending}
      options={options}
      showSearch={{ optionFilterProp: 'nombre' }}
    />
  );
}
