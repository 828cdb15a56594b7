// One lint setup for the monorepo: type-aware TypeScript rules plus the boundary rules of STYLE.md
// (modules meet only through services; web features never import each other).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sameModule = { module: '${from.module}' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            'La configuración se lee una sola vez en apps/api/src/config.ts (STYLE regla 8).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'bench/**',
      'apps/api/test/**',
      '**/*.config.{ts,js}',
      'apps/api/build.mjs',
      'apps/api/src/config.ts',
      // The simulator's CLI is its own composition root.
      'packages/erp-sim/src/config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            'La configuración se lee una sola vez en apps/api/src/config.ts (STYLE regla 8).',
        },
        {
          // @ant-design/icons names every icon in English (role img, aria-label 'home'): inside a
          // button or link that name joins the control's ('home Volver al inicio').
          selector:
            'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message:
            'Un icono de @ant-design/icons se anuncia en inglés ("home", "down"): aria-hidden si es decorativo, aria-label en español si nombra el control.',
        },
      ],
    },
  },
  {
    // The first screens load no Ant Design (docs/decisions/0005): the sign-in page, the shell and the
    // tickets menu, and what they draw. Icons (@ant-design/icons) are plain SVG and allowed.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/router.tsx',
      'apps/web/src/app/page-registry.tsx',
      'apps/web/src/app/shell/**/*.{ts,tsx}',
      'apps/web/src/features/auth/{auth-layout,auth-form,auth-icons,login-page}.tsx',
      'apps/web/src/features/tickets/tickets-menu-page.tsx',
      'apps/web/src/components/ui/{brand-logo,splash-screen,page-header,initials-avatar}.tsx',
      'apps/web/src/lib/{api-client,query-client,session,session-queries,format,toast,use-dismiss,use-media-query}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message:
                'Esta pantalla no carga Ant Design (docs/decisions/0005); use HTML y CSS, o una página lazyPage.',
            },
          ],
          patterns: [{ group: ['antd/*'], message: 'Esta pantalla no carga Ant Design (0005).' }],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts', 'apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/*/src/**', 'apps/*/src/**'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts/src/**', mode: 'full' },
        {
          type: 'api-service',
          pattern: 'apps/api/src/modules/*/*.service.ts',
          mode: 'full',
          capture: ['module'],
        },
        {
          type: 'api-table',
          pattern: 'apps/api/src/modules/*/*.table.ts',
          mode: 'full',
          capture: ['module'],
        },
        {
          type: 'api-module',
          pattern: 'apps/api/src/modules/*/**',
          mode: 'full',
          capture: ['module'],
        },
        { type: 'api-platform', pattern: 'apps/api/src/platform/**', mode: 'full' },
        { type: 'api-root', pattern: 'apps/api/src/**', mode: 'full' },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*/**',
          mode: 'full',
          capture: ['feature'],
        },
        { type: 'web-app', pattern: 'apps/web/src/app/**', mode: 'full' },
        { type: 'web-shared', pattern: 'apps/web/src/{lib,components}/**', mode: 'full' },
        { type: 'web-root', pattern: 'apps/web/src/*', mode: 'full' },
      ],
      // Relative imports are what the boundaries are about; workspace packages resolve by path.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} no puede importar ${dependency.type} (ver STYLE.md: límites entre módulos)',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'api-table', allow: ['api-table'] },
            {
              from: ['api-module', 'api-service'],
              allow: [
                'contracts',
                'api-platform',
                'api-root',
                'api-service',
                ['api-module', sameModule],
                ['api-table', sameModule],
              ],
            },
            {
              from: 'api-platform',
              allow: ['contracts', 'api-platform', 'api-root', 'api-service'],
            },
            {
              from: 'api-root',
              allow: [
                'contracts',
                'api-root',
                'api-platform',
                'api-module',
                'api-service',
                'api-table',
              ],
            },
            { from: 'web-shared', allow: ['contracts', 'web-shared'] },
            {
              from: 'web-feature',
              allow: ['contracts', 'web-shared', ['web-feature', { feature: '${from.feature}' }]],
            },
            { from: 'web-app', allow: ['contracts', 'web-shared', 'web-feature', 'web-app'] },
            { from: 'web-root', allow: ['contracts', 'web-shared', 'web-app', 'web-root'] },
          ],
        },
      ],
    },
  },
);
