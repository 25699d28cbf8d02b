// Jest's module sandbox has no dynamic import() without --experimental-vm-modules, yet PGlite
// (Node built-ins at start) and @fastify/cookie (the ESM-only `cookie` package) load modules that
// way. Test files that build the app name this environment
// (`@jest-environment ./src/test/native-environment.js`); it hands them Node's own require, so
// those two packages are loaded and run outside the sandbox (see test-database.ts, test-app.ts).
const { TestEnvironment } = require('jest-environment-node');

module.exports = class NativeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire = require;
  }
};
