import { Button, Flex, Tabs } from 'antd';
import { ERP_DOCUMENT_STATE_LABELS, type ErpDocumentPage } from '@jarvis/contracts/erp';
import { stateTabs, type StateTab } from './erp-format';

type StateKey = StateTab['key'];

type ErpStateFilterProps = {
  estados: ErpDocumentPage['estados'] | undefined;
  value: StateKey;
  onChange: (key: StateKey) => void;
  isPhone: boolean;
};

const labelOf = (key: StateKey) => (key === 'todos' ? 'Todos' : ERP_DOCUMENT_STATE_LABELS[key]);

const tabLabel = ({ key, count }: StateTab) => (
  <span className="erp-tab">
    {labelOf(key)} {count !== null && <span className="erp-tab__count">{count}</span>}
  </span>
);

/**
 * One tab per state with its count. Five tabs do not fit a phone, and the overflow menu would hide
 * the 'Error' count people come for: there they wrap as buttons instead.
 */
export function ErpStateFilter({ estados, value, onChange, isPhone }: ErpStateFilterProps) {
  const tabs = stateTabs(estados);
  if (isPhone)
    return (
      <Flex wrap gap={8} className="erp-state-chips" role="group" aria-label="Filtrar por estado">
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
      activeKey={value}
      onChange={(key) => onChange(key as StateKey)}
      items={tabs.map((tab) => ({ key: tab.key, label: tabLabel(tab) }))}
    />
  );
}
