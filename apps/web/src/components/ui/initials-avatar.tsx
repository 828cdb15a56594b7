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
    // The initials are drawn by CSS (::before), not written as text: a button that holds the avatar
    // beside the user's name is then named by what it says (WCAG 2.5.3, label in name).
    <span
      className="initials-avatar"
      data-initials={initials(nombre, apellido)}
      aria-hidden="true"
      style={style}
    />
  );
}
