import type { ConfigProviderProps } from 'antd';
import { DownOutlined, EllipsisOutlined, LoadingOutlined } from '@ant-design/icons';
import esES from 'antd/locale/es_ES';
import { theme } from './theme';

// antd draws these icons in its selects with their English names as labels ('down', 'loading'), read
// aloud beside each one. The selects are named by their labels; the icons are decoration. (Its date
// pickers already hide theirs.)
const SELECT = {
  suffixIcon: <DownOutlined aria-hidden />,
  loadingIcon: <LoadingOutlined spin aria-hidden />,
};
// The button of the tabs that do not fit is named by its icon alone.
const TABS = { moreIcon: <EllipsisOutlined aria-label="Más pestañas" /> };
// A form sent with mistakes brings its first one into view and puts the cursor there, so the
// keyboard and a screen reader land on what to fix, in every form.
const FORM = { scrollToFirstError: { focus: true, block: 'center' as const } };

/**
 * How every screen built with Ant Design configures it: the theme, the Spanish locale and the
 * settings above. The app's providers (app/antd-providers) and the tests' (lib/test-api) both
 * spread it, so a page under test behaves as it does in the app.
 */
export const ANTD_CONFIG: ConfigProviderProps = {
  locale: esES,
  theme,
  select: SELECT,
  tabs: TABS,
  form: FORM,
};
