// Lint keeps the architecture honest: areas stay independent and the shared package stays below them.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mfe-competitions', 'mfe-community', 'mfe-profile', 'mfe-inbox', 'mfe-review'];
const areaMessage =
  "A remote never imports another area's source. Load what the other area exposes with loadAreaModule('inbox/SendMessageDialog') from @dcic/shared, or go through the API.";
const sharedMessage =
  '@dcic/shared sits below every area and must not import one. Move the piece into shared, or let the area pass it in (props, callbacks, a registration function).';

// A workspace is reached either by its package name or by a relative path climbing up to its
// folder; `api/src` (not just `api`) so a feature's own `./api/` folder is not mistaken for it.
const forbid = (names, message) =>
  names.map((name) => ({
    regex: name.startsWith('mfe-') ? `^(@dcic/${name}(/|$)|(\\.\\./)+${name}(/|$))` : `^(@dcic/${name}(/|$)|(\\.\\./)+${name}/(src|server)(/|$))`,
    message,
  }));

const remoteRule = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbid([...remotes.filter((r) => r !== self), 'shell', 'api', 'sso'], areaMessage) }],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.map(remoteRule),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...remotes, 'shell', 'api', 'sso'], sharedMessage) }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...remotes, 'api', 'sso'], areaMessage) }] },
  },
  {
    files: ['api/**/*.ts', 'sso/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...remotes, 'shell'], 'Services never import front-end code; share types through @dcic/shared/contract.') }] },
  },
);
