import type { ThemeConfig } from 'antd';

const brand = { primary: '#0f766e' };

/**
 * Whoever asked their system for less motion (prefers-reduced-motion; WCAG 2.3.3) gets antd's
 * dialogs, drawers, menus and messages without their zoom and slide: they appear and go at once.
 */
const prefersReducedMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Restrained deep-teal palette for the pages built with Ant Design. The shell (side menu, header) is
 * plain CSS in app/shell/shell.css and carries the brand's deep teal, #0b3f3b.
 */
export const theme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion,
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
    // antd derives the quieter texts as colorTextBase at 65 %, 45 % and 25 %: on white and on the
    // layout's grey the last two read at 2.6:1 and 1.6:1 (hints, breadcrumbs, empty lists,
    // placeholders). Solid shades of the same teal grey reach WCAG AA's 4.5:1 on both. The plain CSS
    // of the shell and the sign-in writes the same hexes.
    colorTextSecondary: '#4f6461',
    colorTextTertiary: '#5b6f6b',
    colorTextPlaceholder: '#5f726f',
    // Error texts (a form's 'Campo Requerido', danger buttons) at 5.9:1 where antd's #ff4d4f is 3.3.
    colorError: '#cf1322',
    borderRadius: 8,
    fontSize: 14,
  },
  components: {
    Button: { primaryShadow: 'none' },
    // A tag writes its text in shade 7 of its colour on shade 1: for green, cyan, orange and gold that
    // is 2.8–3.4:1. One shade darker (antd's 8) reaches 4.5:1; the fills stay as they were.
    Tag: {
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      gold7: '#874d00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
      colorSuccess: '#1f7a4a',
      colorWarning: '#874d00',
    },
  },
};
