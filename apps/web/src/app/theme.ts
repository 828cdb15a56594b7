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
