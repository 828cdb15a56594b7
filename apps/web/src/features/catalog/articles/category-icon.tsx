import type { ComponentType } from 'react';
import {
  AppleOutlined,
  AppstoreOutlined,
  ClearOutlined,
  CoffeeOutlined,
  CompassOutlined,
  ExperimentOutlined,
  FireOutlined,
  GoldOutlined,
  InboxOutlined,
  ShopOutlined,
  ShoppingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { CategoryIcon as CategoryIconName } from '@jarvis/contracts/catalog';

// Only the icons the contract names are bundled; a new name in CATEGORY_ICONS fails the typecheck.
const ICONS = {
  ShopOutlined,
  AppleOutlined,
  GoldOutlined,
  FireOutlined,
  CompassOutlined,
  ShoppingOutlined,
  ExperimentOutlined,
  CoffeeOutlined,
  ThunderboltOutlined,
  InboxOutlined,
  ClearOutlined,
  AppstoreOutlined,
} satisfies Record<CategoryIconName, ComponentType>;

const isKnown = (icono: string): icono is CategoryIconName => icono in ICONS;

/** A category's icon; a name the web does not know shows the generic one. */
export function CategoryIcon({ icono }: { icono: string }) {
  const Icon = isKnown(icono) ? ICONS[icono] : AppstoreOutlined;
  return <Icon aria-hidden />;
}

/** The category as the lists name it: icon and name. */
export function CategoryLabel({ icono, nombre }: { icono: string; nombre: string }) {
  return (
    <span className="art-category">
      <CategoryIcon icono={icono} />
      <span>{nombre}</span>
    </span>
  );
}
