import { Breadcrumb } from 'antd';
import { CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH, MENU_TEXTS } from '@jarvis/contracts/shell';
import { formatFullDate } from '../../lib/format';

type SubHeaderProps = {
  /** Module and option of the current page (empty while the menu loads). */
  trail: readonly string[];
  /** The business time zone; the date waits for it rather than guess from the browser. */
  timeZone: string | undefined;
};

export function SubHeader({ trail, timeZone }: SubHeaderProps) {
  return (
    <div className="shell__subheader">
      <Breadcrumb
        separator="›"
        items={[
          {
            title: (
              <Link to={HOME_PATH} aria-label="Inicio">
                <HomeOutlined />
              </Link>
            ),
          },
          ...trail.map((title) => ({ title })),
        ]}
      />
      <div className="shell__today">
        <CalendarOutlined aria-hidden="true" />
        <span className="shell__today-label">{MENU_TEXTS.today}</span>
        <span className="shell__today-date">
          {timeZone ? formatFullDate(new Date(), timeZone) : '…'}
        </span>
      </div>
    </div>
  );
}
