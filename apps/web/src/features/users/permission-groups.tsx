import type { ReactNode } from 'react';
import { Flex, Spin, Typography } from 'antd';

type PermissionItem = { modulo: string; nombre: string; ruta: string };

/** Modules in alphabetical order, items in the order the API gave them. */
export function groupByModulo<T extends PermissionItem>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.modulo);
    if (group) group.push(item);
    else groups.set(item.modulo, [item]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'es'));
}

type PermissionGroupsProps<T extends PermissionItem> = {
  items: readonly T[];
  itemKey: (item: T) => number;
  /** The control at the end of each row (a switch, an 'Añadir' button). */
  renderAction: (item: T) => ReactNode;
};

/** Menu options grouped by module: name and route on the left, the row's control on the right. */
export function PermissionGroups<T extends PermissionItem>({
  items,
  itemKey,
  renderAction,
}: PermissionGroupsProps<T>) {
  return (
    <div className="permission-groups">
      {groupByModulo(items).map(([modulo, group]) => (
        <section key={modulo} aria-label={modulo}>
          <Typography.Title level={2} className="permission-groups__title">
            {modulo}
          </Typography.Title>
          <ul className="permission-groups__list">
            {group.map((item) => (
              <li key={itemKey(item)} className="permission-row">
                <div className="permission-row__text">
                  <span className="permission-row__name">{item.nombre}</span>
                  <Typography.Text type="secondary" className="permission-row__route">
                    /{item.ruta}
                  </Typography.Text>
                </div>
                {renderAction(item)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function DialogLoading() {
  return (
    <Flex justify="center" className="users-dialog-loading">
      <Spin />
    </Flex>
  );
}
