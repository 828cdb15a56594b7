import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { visibleMenu, type PermissionEntry } from '@jarvis/contracts/menu';
import { useDismiss } from '../../lib/use-dismiss';
import { ModuleIcon } from './module-icon';

type SideMenuProps = {
  entries: readonly PermissionEntry[];
  /** The current option's ruta ('/Tickets/Menu'), highlighted in the menu. */
  selectedPath: string | undefined;
  /** Its module, opened when the menu first shows. */
  selectedModule: string | undefined;
  /** Icons only (the desktop's narrow side bar): a module's options open beside it. */
  collapsed?: boolean;
  onNavigate?: () => void;
};

type Option = { path: string; nombre: string };
type Group = { modulo: string; icono: string; options: Option[] };
type TopOption = Option & { icono: string };

/** isSubMenu = 1 makes the module a group; otherwise its options stand at the top level. */
function toGroups(entries: readonly PermissionEntry[]): (Group | TopOption)[] {
  return visibleMenu([...entries]).flatMap((entry): (Group | TopOption)[] => {
    const options = entry.subMenu.map((o) => ({ path: `/${o.ruta}`, nombre: o.nombre }));
    return entry.isSubMenu === 1
      ? [{ modulo: entry.modulo, icono: entry.icono, options }]
      : options.map((option) => ({ ...option, icono: entry.icono }));
  });
}

function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      className={`side-menu__chevron${isOpen ? ' is-open' : ''}`}
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function OptionLink({
  option,
  isSelected,
  icon,
  onNavigate,
}: {
  option: Option;
  isSelected: boolean;
  icon?: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={option.path}
      className={`side-menu__item${isSelected ? ' is-selected' : ''}`}
      aria-current={isSelected ? 'page' : undefined}
      onClick={onNavigate}
    >
      {icon}
      <span className="side-menu__label">{option.nombre}</span>
    </Link>
  );
}

/**
 * The user's modules and options (GET /api/menu). Plain HTML and CSS: the shell draws it on every
 * page, so it costs no Ant Design on a phone. Groups are buttons that open their options in place;
 * in the collapsed side bar they open as a flyout beside the icon.
 */
export function SideMenu({
  entries,
  selectedPath,
  selectedModule,
  collapsed = false,
  onNavigate,
}: SideMenuProps) {
  const [openModules, setOpenModules] = useState<string[]>(selectedModule ? [selectedModule] : []);
  const [shownModule, setShownModule] = useState(selectedModule);
  // Arriving at another module (a link, the back button) opens its group; groups the user opened stay open.
  if (selectedModule !== shownModule) {
    setShownModule(selectedModule);
    if (selectedModule && !openModules.includes(selectedModule))
      setOpenModules([...openModules, selectedModule]);
  }
  const [flyout, setFlyout] = useState<{ modulo: string; top: number } | null>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  useDismiss(flyout !== null, [flyoutRef, navRef], (reason) => {
    // Escape gives focus back to the module's icon, as a menu button does.
    if (reason === 'escape')
      navRef.current
        ?.querySelector<HTMLElement>('.side-menu__group-title[aria-expanded="true"]')
        ?.focus();
    setFlyout(null);
  });
  const idPrefix = useId();

  const toggle = (modulo: string, button: HTMLElement) => {
    if (collapsed) {
      const top = button.getBoundingClientRect().top;
      setFlyout((shown) => (shown?.modulo === modulo ? null : { modulo, top }));
      return;
    }
    setOpenModules((open) =>
      open.includes(modulo) ? open.filter((m) => m !== modulo) : [...open, modulo],
    );
  };
  const closeAndNavigate = () => {
    setFlyout(null);
    onNavigate?.();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Menú principal"
      className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`}
    >
      <ul className="side-menu__list">
        {toGroups(entries).map((item) => {
          if (!('modulo' in item)) {
            return (
              <li key={item.path}>
                <OptionLink
                  option={item}
                  isSelected={item.path === selectedPath}
                  icon={<ModuleIcon name={item.icono} />}
                  onNavigate={closeAndNavigate}
                />
              </li>
            );
          }
          const isOpen = collapsed
            ? flyout?.modulo === item.modulo
            : openModules.includes(item.modulo);
          const isCurrent = item.modulo === selectedModule;
          const listId = `${idPrefix}-${item.modulo}`;
          const options = (
            <ul id={listId} className="side-menu__options">
              {item.options.map((option) => (
                <li key={option.path}>
                  <OptionLink
                    option={option}
                    isSelected={option.path === selectedPath}
                    onNavigate={closeAndNavigate}
                  />
                </li>
              ))}
            </ul>
          );
          const flyoutStyle: CSSProperties = { top: flyout?.top ?? 0 };
          return (
            <li key={item.modulo} className="side-menu__group">
              <button
                type="button"
                className={`side-menu__group-title${isCurrent ? ' is-current' : ''}`}
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                aria-label={collapsed ? item.modulo : undefined}
                title={collapsed ? item.modulo : undefined}
                onClick={(event) => toggle(item.modulo, event.currentTarget)}
              >
                <ModuleIcon name={item.icono} />
                <span className="side-menu__label">{item.modulo}</span>
                <Chevron isOpen={isOpen} />
              </button>
              {isOpen && !collapsed && options}
              {isOpen && collapsed && (
                <div ref={flyoutRef} className="side-menu__flyout" style={flyoutStyle}>
                  <div className="side-menu__flyout-title">{item.modulo}</div>
                  {options}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
