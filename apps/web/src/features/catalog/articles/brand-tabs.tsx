import { Button, Flex, Tabs } from 'antd';
import type { PricePage } from '@jarvis/contracts/catalog-articles';

type BrandTabsProps = {
  marcas: PricePage['marcas'] | undefined;
  value: string | undefined;
  onChange: (marca: string) => void;
  isPhone: boolean;
};

const label = ({ marca, total }: PricePage['marcas'][number]) => (
  <span className="art-tab">
    {marca} <span className="art-tab__count">{total}</span>
  </span>
);

/** One tab per brand with its count; on a phone they wrap as buttons rather than hide in a menu. */
export function BrandTabs({ marcas = [], value, onChange, isPhone }: BrandTabsProps) {
  if (isPhone)
    return (
      <Flex wrap gap={8} className="art-brand-chips" role="group" aria-label="Marca">
        {marcas.map((brand) => (
          <Button
            key={brand.marca}
            size="small"
            shape="round"
            type={brand.marca === value ? 'primary' : 'default'}
            aria-pressed={brand.marca === value}
            onClick={() => onChange(brand.marca)}
          >
            {label(brand)}
          </Button>
        ))}
      </Flex>
    );
  return (
    <Tabs
      activeKey={value}
      onChange={onChange}
      items={marcas.map((brand) => ({ key: brand.marca, label: label(brand) }))}
    />
  );
}
