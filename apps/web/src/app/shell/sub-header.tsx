import { CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH, MENU_TEXTS } from '@jarvis/contracts/shell';
import { formatFullDate } from '../../lib/format';

type SubHeaderProps = {
  /** Module and option of the current page (empty while the menu loads). */
  trail: readonly string[];
  /** The business zone's offset from UTC; the date waits for it rather than guess from the browser. */
  utcOffsetMinutes: number | undefined;
};

export function SubHeader({ trail, utcOffsetMinutes }: SubHeaderProps) {
  return (
    <div className="shell__subheader">
      <nav aria-label="Ruta de navegación">
        <ol className="breadcrumb">
          <li>
            <Link to={HOME_PATH} aria-label="Inicio" className="breadcrumb__home">
              <HomeOutlined aria-hidden />
            </Link>
          </li>
          {trail.map((title, index) => (
            <li
              key={`${index}-${title}`}
              aria-current={index === trail.length - 1 ? 'page' : undefined}
            >
              <span className="breadcrumb__separator" aria-hidden="true">
                ›
              </span>
              {title}
            </li>
          ))}
        </ol>
      </nav>
      {/* A landmark of its own, so that nothing on the page sits outside one (axe's 'region'). */}
      <section className="shell__today" aria-label={MENU_TEXTS.today}>
        <CalendarOutlined aria-hidden="true" />
        <span className="shell__today-label">{MENU_TEXTS.today}</span>
        <span className="shell__today-date">
          {utcOffsetMinutes === undefined ? '…' : formatFullDate(new Date(), utcOffsetMinutes)}
        </span>
      </section>
    </div>
  );
}
