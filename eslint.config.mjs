// Lint keeps the architecture honest: areas stay independent, the shared package stays below them,
// features and API modules meet only through their index.ts, and no import goes round in a circle.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
const roster = createRequire(import.meta.url)('./shared/areas.json');
const remotes = roster.areas.map((area) => area.folder);
const areaMessage =
  "A remote never imports another area's source. Load what the other area exposes with loadAreaModule('inbox/SendMessageDialog') from @dcic/shared, or go through the API.";
const sharedMessage =
  '@dcic/shared sits below every area and must not import one. Move the piece into shared, or let the area pass it in (props, callbacks, a registration function).';
const featureMessage =
  "A feature never reaches into another feature's files. Import what that feature exports from its index.ts, or compose the two features in a route (src/routes/).";
const routerMessage =
  "Pages share one router: import it from '@dcic/shared/router' (react-router's declarative mode). Add the part you need there rather than importing react-router, which would load a second router.";
const moduleMessage =
  "An API module reaches another module only through its index.ts (import '../teams', not '../teams/repository'). Export what you need there, or move the shared piece to api/src/lib.";

// A workspace is reached either by its package name or by a relative path climbing up to its
// folder; `api/src` (not just `api`) so a feature's own `./api/` folder is not mistaken for it.
const forbid = (names, message) =>
  names.map((name) => ({
    regex: name.startsWith('mfe-')
      ? `^(@dcic/${name}(/|$)|(\\.\\./)+${name}(/|$))`
      : `^(@dcic/${name}(/|$)|(\\.\\./)+${name}/(src|server)(/|$))`,
    message,
  }));

// The front ends reach react-router only through @dcic/shared/router (shared/src/router.ts).
const routerPaths = ['react-router-dom', 'react-router'].map((name) => ({ name, message: routerMessage }));

// Notices come from useNotices (@dcic/shared/notices), which loads antd's message and modal with the
// first notice: antd's App, message and notification would put them on every first page.
const noticePaths = [
  {
    name: 'antd',
    importNames: ['App', 'message', 'notification'],
    message: "Use useNotices() of '@dcic/shared/notices': it loads antd's message and modal with the first notice.",
  },
];

const remoteRule = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [...routerPaths, ...noticePaths],
        patterns: forbid([...remotes.filter((r) => r !== self), 'shell', 'api', 'sso'], areaMessage),
      },
    ],
  },
});

const folders = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// One zone per feature (per module): its files may import any other feature's (module's) index.ts
// and nothing else of it. Read from the tree, so a new feature is covered the day it is created.
const ownFolderOnly = (parent, except, message) =>
  folders(parent).map((name) => ({
    target: `${parent}/${name}/**`,
    from: `${parent}/!(${name})/**`,
    except: [`**/${parent}/*/${except}`],
    message,
  }));
const zones = [
  ...['shell', ...remotes].flatMap((workspace) => ownFolderOnly(`${workspace}/src/features`, 'index.{ts,tsx}', featureMessage)),
  ...ownFolderOnly('api/src/modules', 'index.ts', moduleMessage),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  // typescript-eslint's recommended rules for every TypeScript file, with unused code as an error.
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Packages (the workspaces too, through node_modules) count as external: cycles are looked for
      // inside one workspace, where the layer rules above leave the only room for them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], symlinks: false })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A cycle makes load order matter (a value is undefined while its module is still loading)
      // and welds the files together: move what both need into a third file.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  ...remotes.map(remoteRule),
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: routerPaths, patterns: forbid([...remotes, 'shell', 'api', 'sso'], sharedMessage) }],
    },
  },
  {
    files: ['shared/src/router.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...remotes, 'shell', 'api', 'sso'], sharedMessage) }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths, patterns: forbid([...remotes, 'api', 'sso'], areaMessage) }] },
  },
  {
    files: ['api/**/*.ts', 'sso/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbid([...remotes, 'shell'], 'Services never import front-end code; share types through @dcic/shared/contract.') },
      ],
    },
  },
);
