import type { ReactNode } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import {
  AppstoreAddOutlined,
  EditOutlined,
  LockOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { USERS_MESSAGES, type UserPage, type UserRow } from '@jarvis/contracts/users';
import { KeyIcon } from './key-icon';

export type UserAction =
  'editar' | 'permisos' | 'anadirPermisos' | 'sucursal' | 'contrasena' | 'acceso';

/** What the API lets the caller do on a list page. */
export type Allowed = Pick<UserPage, 'canManagePermissions' | 'canChangeBranch'>;

/** While the first page loads: no row actions yet. */
export const NOTHING_ALLOWED: Allowed = { canManagePermissions: false, canChangeBranch: false };

const ACTIONS: readonly {
  action: UserAction;
  /** The action's name (spec 1 §2), on cards and for screen readers. */
  label: string;
  /** What a table row shows: short enough for the row, and part of `label` (WCAG 2.5.3). */
  short: string;
  icon: ReactNode;
  /** Shown only when the API allows it on this list; without it, for everyone. */
  needs?: keyof Allowed;
}[] = [
  { action: 'editar', label: 'Editar', short: 'Editar', icon: <EditOutlined aria-hidden /> },
  {
    action: 'permisos',
    label: 'Permisos',
    short: 'Permisos',
    icon: <SafetyCertificateOutlined aria-hidden />,
    needs: 'canManagePermissions',
  },
  {
    action: 'anadirPermisos',
    label: 'Añadir Permisos',
    short: 'Añadir',
    icon: <AppstoreAddOutlined aria-hidden />,
    needs: 'canManagePermissions',
  },
  {
    action: 'sucursal',
    label: 'Cambio de Sucursal',
    short: 'Sucursal',
    icon: <ShopOutlined aria-hidden />,
    needs: 'canChangeBranch',
  },
  { action: 'contrasena', label: 'Cambio de Contraseña', short: 'Contraseña', icon: <KeyIcon /> },
  {
    action: 'acceso',
    label: 'Restablecer inicio de sesión',
    short: 'Restablecer',
    icon: <LoginOutlined aria-hidden />,
  },
];

export type UserActionsProps = {
  user: UserRow;
  allowed: Allowed;
  onAction: (action: UserAction, user: UserRow) => void;
  /** A table row: short labels, the full name as tooltip. A card shows the full names. */
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
  const buttons = actions.map(({ action, label, short, icon }) => {
    const text = isCompact ? short : label;
    // The tooltip says what the short text leaves out, or why the button is disabled.
    const tip = disabledReason ? `${label}: ${disabledReason}` : text === label ? undefined : label;
    return (
      <Tooltip key={action} title={tip}>
        <Button
          size="small"
          icon={icon}
          // Every row and card has the same buttons: a screen reader names whose they are.
          aria-label={`${label} de @${user.username}`}
          disabled={disabledReason !== undefined}
          onClick={() => onAction(action, user)}
        >
          {text}
        </Button>
      </Tooltip>
    );
  });
  // Two columns, so the same action sits in the same place on every row and card.
  return (
    <div className={`user-actions ${isCompact ? 'user-actions--row' : 'user-actions--card'}`}>
      {buttons}
    </div>
  );
}
