import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import {
  AppstoreAddOutlined,
  KeyOutlined,
  LockOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { USERS_MESSAGES, type UserPage, type UserRow } from '@jarvis/contracts/users';
import { ActionButton } from '../../components/ui/action-button';

export type UserAction = 'permisos' | 'anadirPermisos' | 'sucursal' | 'contrasena' | 'acceso';

/** What the API lets the caller do on a list page. */
export type Allowed = Pick<UserPage, 'canManagePermissions' | 'canChangeBranch'>;

/** While the first page loads: no row actions yet. */
export const NOTHING_ALLOWED: Allowed = { canManagePermissions: false, canChangeBranch: false };

const ACTIONS: readonly {
  action: UserAction;
  label: string;
  icon: ReactNode;
  /** Shown only when the API allows it on this list; without it, for everyone. */
  needs?: keyof Allowed;
}[] = [
  {
    action: 'permisos',
    label: 'Permisos',
    icon: <SafetyCertificateOutlined aria-hidden />,
    needs: 'canManagePermissions',
  },
  {
    action: 'anadirPermisos',
    label: 'Añadir Permisos',
    icon: <AppstoreAddOutlined aria-hidden />,
    needs: 'canManagePermissions',
  },
  {
    action: 'sucursal',
    label: 'Cambio de Sucursal',
    icon: <ShopOutlined aria-hidden />,
    needs: 'canChangeBranch',
  },
  { action: 'contrasena', label: 'Cambio de Contraseña', icon: <KeyOutlined aria-hidden /> },
  { action: 'acceso', label: 'Restablecer inicio de sesión', icon: <LoginOutlined aria-hidden /> },
];

export type UserActionsProps = {
  user: UserRow;
  allowed: Allowed;
  onAction: (action: UserAction, user: UserRow) => void;
  /** Icon buttons with tooltips (table rows) instead of labelled buttons (phone cards). */
  isCompact?: boolean;
};

export function UserActions({ user, allowed, onAction, isCompact }: UserActionsProps) {
  const actions = ACTIONS.filter(({ needs }) => !needs || allowed[needs]);
  // An Admin account keeps its buttons in place, disabled with the reason as their tooltip, so a
  // table row says why; a card (a phone, no hover) says it in words instead.
  const disabledReason = user.canManage ? undefined : USERS_MESSAGES.adminAccountOnlyByAdmin;
  if (disabledReason && !isCompact)
    return (
      <Typography.Text type="secondary" className="user-actions__locked">
        <LockOutlined aria-hidden /> {disabledReason}
      </Typography.Text>
    );
  return (
    <Flex gap={isCompact ? 4 : 8} wrap={!isCompact} justify={isCompact ? 'flex-end' : 'flex-start'}>
      {actions.map(({ action, label, icon }) => (
        <ActionButton
          key={action}
          label={label}
          // Every row and card has the same buttons: a screen reader names whose they are.
          target={`de @${user.username}`}
          isLabelled={!isCompact}
          icon={icon}
          disabledReason={disabledReason}
          onClick={() => onAction(action, user)}
        />
      ))}
    </Flex>
  );
}
