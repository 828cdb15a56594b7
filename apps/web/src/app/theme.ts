import type { ThemeConfig } from 'antd';

const brand = {
  primary: '#0f766e',
  deep: '#0b3f3b',
  deeper: '#082f2c',
};

/** Restrained deep-teal palette; the dark side menu carries the brand colour. */
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
    Layout: {
      siderBg: brand.deep,
      headerBg: '#ffffff',
      footerBg: 'transparent',
    },
    Menu: {
      darkItemBg: brand.deep,
      darkSubMenuItemBg: brand.deep,
      darkPopupBg: brand.deep,
      darkItemSelectedBg: brand.primary,
      darkItemColor: 'rgba(255, 255, 255, 0.72)',
      darkItemHoverColor: '#ffffff',
      itemBorderRadius: 8,
      itemMarginInline: 4,
    },
    Button: { primaryShadow: 'none' },
  },
};
