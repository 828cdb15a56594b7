import { Button, Empty, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { USERS_MESSAGES, type MissingPermission } from '@jarvis/contracts/users';
import { DialogLoading, PermissionGroups } from './permission-groups';
import { UserListDialog, type UserDialogProps } from './user-dialog';
import { useAddPermission, useMissingPermissions } from './users.api';

/** 'Añadir Permisos': the menu options the user lacks, each added with one click. */
export function AddPermissionsModal(props: UserDialogProps) {
  return (
    <UserListDialog title="Añadir Permisos" {...props}>
      <MissingList userID={props.user.userID} />
    </UserListDialog>
  );
}

function MissingList({ userID }: { userID: number }) {
  const missing = useMissingPermissions(userID);
  if (missing.isPending) return <DialogLoading />;
  if (missing.isError)
    return <Empty description="No se pudieron cargar los permisos disponibles" />;
  if (missing.data.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="El usuario ya tiene todos los permisos"
      />
    );
  return (
    <PermissionGroups
      items={missing.data}
      itemKey={(option) => option.optionMenuID}
      renderAction={(option) => <AddButton userID={userID} option={option} />}
    />
  );
}

function AddButton({ userID, option }: { userID: number; option: MissingPermission }) {
  const add = useAddPermission(userID);
  // An option the caller lacks stays listed, its button disabled with the reason.
  return (
    <Tooltip title={option.grantable ? undefined : USERS_MESSAGES.grantNotHeld(option.nombre)}>
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        aria-label={`Añadir ${option.nombre}`}
        loading={add.isPending}
        disabled={add.isSuccess || !option.grantable}
        onClick={() => add.mutate(option.optionMenuID)}
      >
        Añadir
      </Button>
    </Tooltip>
  );
}
