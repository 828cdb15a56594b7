import { Button, Flex, Tabs } from 'antd';

export type BrandTab = { marca: string; total?: number };

type SupplierBrandTabsProps = {
  tabs: readonly BrandTab[];
  value: string | undefined;
  onChange: (marca: string) => void;
  isPhone: boolean;
};

const label = ({ marca, total }: BrandTab) => (
  <span className="sup-tab">
    {marca}
    {total !== undefined && <span className="sup-tab__count">{total.toLocaleString('es')}</span>}
  </span>
);

/**
 * One tab per brand (a supplier belongs to one through its almacen), with its count when the list
 * gives it. On a phone the tabs wrap as buttons, so no brand hides behind an overflow menu.
 */
export function SupplierBrandTabs({ tabs, value, onChange, isPhone }: SupplierBrandTabsProps) {
  if (isPhone)
    return (
      <Flex wrap gap={8} className="sup-brand-chips" role="group" aria-label="Marca">
        {tabs.map((tab) => (
          <Button
            key={tab.marca}
            size="small"
            shape="round"
            type={tab.marca === value ? 'primary' : 'default'}
            aria-pressed={tab.marca === value}
            onClick={() => onChange(tab.marca)}
          >
            {label(tab)}
          </Button>
        ))}
      </Flex>
    );
  return (
    <Tabs
      className="sup-brand-tabs"
      activeKey={value}
      onChange={onChange}
      items={tabs.map((tab) => ({ key: tab.marca, label: label(tab) }))}
    />
  );
}
