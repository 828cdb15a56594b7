import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  CloudSyncOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MENU } from '@jarvis/contracts/menu';

type IconName = (typeof MENU)[number]['icono'];

// Only the icons the catalogue names are bundled; a new icon in MENU fails the typecheck here.
const ICONS: Record<IconName, ComponentType> = {
  AppstoreOutlined,
  CloudSyncOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
};

/** A module's icon by its `icono` name (as the API sends it). */
export function ModuleIcon({ name }: { name: string }) {
  const Icon = (ICONS as Record<string, ComponentType | undefined>)[name] ?? AppstoreOutlined;
  return <Icon />;
}
