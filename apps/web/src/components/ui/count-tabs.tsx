import { Button, Flex, Tabs } from 'antd';
import './count-tabs.css';

export type CountTab<K extends string> = {
  key: K;
  label: string;
  /** Shown as a pill beside the label ('1.000+' as given); null or absent shows none. */
  count?: number | string | null;
};

type CountTabsProps<K extends string> = {
  tabs: readonly CountTab<K>[];
  value: K | undefined;
  onChange: (key: K) => void;
  isPhone: boolean;
  /** What the tabs choose ('Marca', 'Filtrar por estado'): the phone's button group is named so. */
  groupLabel: string;
};

const tabLabel = ({ label, count }: CountTab<string>) => (
  <span className="count-tab">
    {label}
    {count !== undefined && count !== null && (
      // The space reads 'Subway 40' to screen readers and in copied text; flex ignores it.
      <>
        {' '}
        <span className="count-tab__count">
          {typeof count === 'number' ? count.toLocaleString('es') : count}
        </span>
      </>
    )}
  </span>
);

/**
 * A list's tabs (brands, states), each with its count. On a phone they wrap as buttons instead, so
 * no tab — and no count people come for — hides behind antd's overflow menu.
 */
export function CountTabs<K extends string>({
  tabs,
  value,
  onChange,
  isPhone,
  groupLabel,
}: CountTabsProps<K>) {
  if (isPhone)
    return (
      <Flex wrap gap={8} className="count-tabs-chips" role="group" aria-label={groupLabel}>
        {tabs.map((tab) => (
          <Button
            key={tab.key}
            size="small"
            shape="round"
            type={tab.key === value ? 'primary' : 'default'}
            aria-pressed={tab.key === value}
            onClick={() => onChange(tab.key)}
          >
            {tabLabel(tab)}
          </Button>
        ))}
      </Flex>
    );
  return (
    <Tabs
      className="count-tabs"
      activeKey={value}
      onChange={(key) => onChange(key as K)}
      items={tabs.map((tab) => ({ key: tab.key, label: tabLabel(tab) }))}
    />
  );
}
