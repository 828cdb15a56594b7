import type { ReactNode } from 'react';
import { Empty } from 'antd';

/**
 * What a list says when it holds nothing: antd's small picture over the list's own words, the same in
 * a table and in a list of cards. The words take the description's colour (4.5:1), where a table's
 * plain `emptyText` string would take the disabled text's (1.6:1). `children`: a way on, below.
 */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {children}
    </Empty>
  );
}
