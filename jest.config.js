// One Jest project per workspace, so `npx jest --selectProjects api` runs one area and `npx jest` runs all.
const path = require('node:path');
const roster = require('./shared/areas.json');

// Packages that ship only ES modules; ts-jest compiles them to CommonJS for the test runtime.
const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'ofetch',
  'destr',
  'ufo',
  'node-fetch-native',
  'content-disposition',
  '@fastify/cookie',
  'cookie',
  'marked',
];

function project(name, { dom = false } = {}) {
  const dir = path.join(__dirname, name);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: dom ? 'jsdom' : 'node',
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/server/**/*.test.ts',
      '<rootDir>/scripts/**/*.test.ts',
    ],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        'ts-jest',
        { tsconfig: path.join(__dirname, 'tsconfig.jest.json'), isolatedModules: true, diagnostics: false },
      ],
    },
    // What jsdom lacks (TextEncoder, matchMedia, ResizeObserver, MessageChannel), for every suite of the pages.
    setupFiles: dom ? [path.join(__dirname, 'shared/src/testing/jsdom-polyfills.ts')] : [],
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'shared/src/testing/testing-library.ts')] : [],
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')}))`],
    moduleNameMapper: {
      '^@dcic/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@dcic/shared/core$': path.join(__dirname, 'shared/src/core.ts'),
      '^@dcic/shared/router$': path.join(__dirname, 'shared/src/router.ts'),
      '^@dcic/shared/contract$': path.join(__dirname, 'shared/src/contract/index.ts'),
      '^@dcic/shared/constants$': path.join(__dirname, 'shared/src/contract/constants/index.ts'),
      '^@dcic/shared/server$': path.join(__dirname, 'shared/src/contract/server/index.ts'),
      // Front ends run against the same schema-free stand-in as their browser builds.
      ...(dom ? { '^zod$': path.join(__dirname, 'shared/src/contract/schema-free-zod.ts') } : {}),
      '\\.(css)$': path.join(__dirname, 'scripts/jest/style-stub.js'),
      // antd's ES modules (its locales, which the pages load by language) as the CommonJS build Jest runs antd from.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
  };
}

module.exports = {
  // Suites that create databases (PGlite, PostgreSQL) need more than the default 5 s on a busy 2-core machine.
  testTimeout: 60_000,
  // Names the run, whose PostgreSQL templates (one per worker and service) the teardown drops.
  globalSetup: path.join(__dirname, 'scripts/jest/global-setup.js'),
  globalTeardown: path.join(__dirname, 'scripts/jest/global-teardown.js'),
  projects: [
    project('shared', { dom: true }),
    project('shell', { dom: true }),
    ...roster.areas.map((area) => project(area.folder, { dom: true })),
    project('api'),
    project('sso'),
  ],
};
