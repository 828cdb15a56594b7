import { ERP_DOCUMENT_STATE_LABELS, type ErpDocumentPage } from '@jarvis/contracts/erp';
import { CountTabs } from '../../components/ui/count-tabs';
import { stateTabs, type StateTab } from './erp-format';

type StateKey = StateTab['key'];

type ErpStateFilterProps = {
  estados: ErpDocumentPage['estados'] | undefined;
  value: StateKey;
  onChange: (key: StateKey) => void;
  isPhone: boolean;
};

const labelOf = (key: StateKey) => (key === 'todos' ? 'Todos' : ERP_DOCUMENT_STATE_LABELS[key]);

/**
 * One tab per state with its count. Five tabs do not fit a phone, and the overflow menu would hide
 * the 'Error' count people come for: there they wrap as buttons instead.
 */
export function ErpStateFilter({ estados, value, onChange, isPhone }: ErpStateFilterProps) {
  return (
    <CountTabs
      tabs={stateTabs(estados).map(({ key, count }) => ({ key, label: labelOf(key), count }))}
      value={value}
      onChange={onChange}
      isPhone={isPhone}
      groupLabel="Filtrar por estado"
    />
  );
}
