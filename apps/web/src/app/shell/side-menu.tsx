import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { visibleMenu, type PermissionEntry } from '@jarvis/contracts/menu';
import { ModuleIcon } from './module-icon';

type SideMenuProps = {
  entries: readonly PermissionEntry[];
  /** The current option's ruta ('/Tickets/Menu'), highlighted in the menu. */
  selectedPath: string | undefined;
  /** Its module, opened when the menu first shows. */
  selectedModule: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
};

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly PermissionEntry[]): Item[] {
  return visibleMenu([...entries]).flatMap((entry): Item[] => {
    const options = entry.subMenu.map((option) => ({
      key: `/${option.ruta}`,
      label: <Link to={`/${option.ruta}`}>{option.nombre}</Link>,
    }));
    // isSubMenu = 1 makes the module a group; otherwise its options stand at the top level.
    if (entry.isSubMenu === 1) {
      return [
        {
          key: entry.modulo,
          icon: <ModuleIcon name={entry.icono} />,
          label: entry.modulo,
          children: options,
        },
      ];
    }
    return options.map((option) => ({ ...option, icon: <ModuleIcon name={entry.icono} /> }));
  });
}

export function SideMenu({
  entries,
  selectedPath,
  selectedModule,
  collapsed,
  onNavigate,
}: SideMenuProps) {
  const [openKeys, setOpenKeys] = useState<string[]>(selectedModule ? [selectedModule] : []);
  // Collapsed, groups open as pop-ups; kept apart so collapsing does not forget the open groups.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);
  const [shownModule, setShownModule] = useState(selectedModule);
  // Arriving at another module (a link, the back button) opens its group; groups the user opened stay open.
  if (selectedModule !== shownModule) {
    setShownModule(selectedModule);
    if (selectedModule && !openKeys.includes(selectedModule))
      setOpenKeys([...openKeys, selectedModule]);
  }
  return (
    <nav aria-label="Menú principal">
      <Menu
        mode="inline"
        theme="dark"
        items={toItems(entries)}
        selectedKeys={selectedPath ? [selectedPath] : []}
        openKeys={collapsed ? popupKeys : openKeys}
        onOpenChange={collapsed ? setPopupKeys : setOpenKeys}
        inlineCollapsed={collapsed}
        onClick={onNavigate}
        className="side-menu"
      />
    </nav>
  );
}
