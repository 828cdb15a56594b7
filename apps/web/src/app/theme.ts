import type { ThemeConfig } from 'antd';

const brand = { primary: '#0f766e' };

/**
 * Restrained deep-teal palette for the pages built with Ant Design. The shell (side menu, header) is
 * plain CSS in app/shell/shell.css and carries the brand's deep teal, #0b3f3b.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorSuccess: '#2f9e62',
    colorLink: brand.primary,
    // antd derives these from colorPrimary as a dull grey (#a8b5b2) for this teal: the selected day of
    // a date range, the chosen option of a Select, a selected row, info tags. Light tints read better.
    colorPrimaryBg: '#e3f2ef',
    colorPrimaryBgHover: '#c8e6e0',
    controlItemBgActive: '#e3f2ef',
    controlItemBgActiveHover: '#c8e6e0',
    // The same for the status fills (tags, alerts) of info (teal) and success (green).
    colorInfoBg: '#e3f2ef',
    colorSuccessBg: '#e6f4ec',
    colorBgLayout: '#f4f6f5',
    colorTextBase: '#12312e',
    borderRadius: 8,
    fontSize: 14,
  },
  components: {
    Button: { primaryShadow: 'none' },
  },
};
