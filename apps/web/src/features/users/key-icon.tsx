import Icon from '@ant-design/icons';

/**
 * A key lying flat, bow, shaft and teeth: antd's KeyOutlined is a ring on a slanted stem, which at
 * 14 px reads as a magnifier (issue 51).
 */
function KeySvg() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="6.5" cy="12" r="4.5" />
      <circle cx="6.5" cy="12" r="1" fill="currentColor" stroke="none" />
      <path d="M11 12h11M17.5 12v3.5M21 12v4" />
    </svg>
  );
}

export function KeyIcon() {
  return <Icon component={KeySvg} aria-hidden />;
}
