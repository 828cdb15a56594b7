import { initials } from '@jarvis/contracts/org';

type InitialsAvatarProps = {
  nombre: string;
  apellido: string;
  foto?: string | null;
  size?: number;
};

/**
 * The user's photo, or their initials on the brand's tint. Decorative: the name always stands beside
 * it. Plain CSS, because the shell shows it on every page.
 */
export function InitialsAvatar({ nombre, apellido, foto, size = 36 }: InitialsAvatarProps) {
  const style = { width: size, height: size, fontSize: Math.min(18, Math.round(size / 2)) };
  return foto ? (
    <img className="initials-avatar" src={foto} alt="" style={style} />
  ) : (
    <span className="initials-avatar" aria-hidden="true" style={style}>
      {initials(nombre, apellido)}
    </span>
  );
}
