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
const ICONS: Record<IconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
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

/** A module's icon by its `icono` name (as the API sends it); decorative, the module's name is beside it. */
export function ModuleIcon({ name }: { name: string }) {
  const Icon =
    (ICONS as Partial<Record<string, (typeof ICONS)[IconName]>>)[name] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
