import { Avatar } from 'antd';
import { initials } from '@jarvis/contracts/org';

type InitialsAvatarProps = {
  nombre: string;
  apellido: string;
  foto?: string | null;
  size?: number;
};

export function InitialsAvatar({ nombre, apellido, foto, size = 36 }: InitialsAvatarProps) {
  return (
    <Avatar
      size={size}
      src={foto || undefined}
      alt={`${nombre} ${apellido}`}
      style={{ background: '#e3f1ee', color: '#0d5c55', fontWeight: 600, flex: 'none' }}
    >
      {initials(nombre, apellido)}
    </Avatar>
  );
}
