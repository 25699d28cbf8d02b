// The chrome for the shell server: src/server-render.tsx bundled for Node into
// dist-server/chrome-bundle.js (React and everything it uses inside), with the chrome's style sheet beside
// it as chrome.css. The browser build is webpack.config.js.
const path = require('node:path');
const fs = require('node:fs');
const { frontEndResolve } = require('../scripts/webpack/create-config');

/** Emits the chrome's style sheet as a file the server inlines into every page. */
class EmitStylesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(__dirname, 'src/styles.css');
          compilation.fileDependencies.add(file);
          compilation.emitAsset('chrome.css', new RawSource(fs.readFileSync(file, 'utf8')));
        },
      );
    });
  }
}

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { 'chrome-bundle': './src/server-render.tsx' },
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: '[name].js',
    chunkFilename: 'chrome-bundle-[id].js',
    library: { type: 'commonjs2' },
  },
  // The same resolution as the browser build: the chrome renders the same modules on both sides.
  resolve: frontEndResolve(),
  module: {
    rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, loader: 'esbuild-loader', options: { target: 'node20', jsx: 'automatic' } }],
  },
  plugins: [new EmitStylesPlugin()],
  // Readable stack traces on the server; nothing is gained by minifying.
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
