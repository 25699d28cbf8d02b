// One webpack configuration for the shell and every remote, so the share scope (versions, singletons)
// is declared once and cannot drift between teams.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const { gzipSync } = require('node:zlib');
const fs = require('node:fs');

const root = path.resolve(__dirname, '../..');
const roster = require(path.join(root, 'shared/areas.json'));

/** Writes a .gz beside every text asset, so servers and CDNs send compressed files without work per request. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
        const file = path.join(out, name);
        const body = fs.readFileSync(file);
        if (body.length >= 1024) fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    });
  }
}
// Read from node_modules directly: some packages do not export their package.json.
const rootPkg = (name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));

function singleton(name, { subpaths = false } = {}) {
  const version = rootPkg(name).version;
  const entry = { singleton: true, requiredVersion: `^${version}`, version };
  return subpaths ? { [name]: entry, [`${name}/`]: entry } : { [name]: entry };
}

/**
 * How every front-end build resolves modules (the browser builds here, and the server bundles of the
 * chrome and of first views, scripts/server-bundle/bundle.mjs, alike, so both sides render the same
 * modules). Schemas validate on the server;
 * a page needs only the contract's paths and constants.
 */
function frontEndResolve() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      zod$: path.join(root, 'shared/src/contract/schema-free-zod.ts'),
      '@dcic/shared/constants': path.join(root, 'shared/src/contract/constants/index.ts'),
      '@dcic/shared/contract': path.join(root, 'shared/src/contract/index.ts'),
      '@dcic/shared$': path.join(root, 'shared/src/index.ts'),
      '@dcic/shared/core$': path.join(root, 'shared/src/core.ts'),
    },
  };
}

/**
 * How a page's scripts are compiled: TypeScript by esbuild, then the contract as pages need it
 * (contract-in-pages-loader.js): a page keeps only the endpoints it calls, without their schemas.
 */
function pageScriptRules() {
  const contract = path.join(root, 'shared/src/contract');
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: require.resolve('esbuild-loader'),
      options: { target: 'es2020', jsx: 'automatic' },
    },
    {
      test: /\.ts$/,
      include: contract,
      exclude: [path.join(contract, 'server'), path.join(contract, 'schema-free-zod.ts')],
      enforce: 'post',
      loader: require.resolve('./contract-in-pages-loader'),
      sideEffects: false,
    },
  ];
}

/**
 * A message catalog of a front end: `i18n/zh-CN.json`, a feature's `i18n/en-US.json`, the shared
 * `i18n/messages/*.json`, the catalog of an area's later pages (`i18n/pages/zh-CN.json`).
 */
const catalogFile = /[\\/]i18n[\\/]((messages|pages)[\\/])?[a-z]{2}-[A-Z]{2}\.json$/;

/**
 * The federation runtime in its ES module build only. provideExternalRuntime adds a runtime plugin
 * whose CommonJS build requires runtime-core's CommonJS build, while the webpack runtime imports the
 * ES module build: the shell carried both copies (runtime-core, sdk, error codes; ~20 KB gzip).
 */
function federationRuntimeAlias() {
  const commonJs = require.resolve('@module-federation/runtime-tools/runtime-core');
  return { '@module-federation/runtime-tools/runtime-core$': commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * The share scope: one React, one router, one session store for the whole page.
 *
 * antd is deliberately not in it: a shared module cannot be tree-shaken (the provider cannot know what
 * the other areas use), so sharing antd sent all of it (~450 KB gzip) to every page that showed an antd
 * area. Each area bundles the antd components it imports, and only one area with antd shows per page.
 * The area's antd provider comes with the area (`@dcic/shared/area-theme`), so it is the same copy.
 */
function sharedScope() {
  const sharedPkg = require(path.join(root, 'shared/package.json'));
  return {
    ...singleton('react', { subpaths: true }),
    ...singleton('react-dom', { subpaths: true }),
    // react-router's declarative mode only (shared/src/router.ts), versioned as react-router-dom.
    '@dcic/shared/router': { ...singleton('react-router-dom')['react-router-dom'], import: path.join(root, 'shared/src/router.ts') },
    ...singleton('jotai', { subpaths: true }),
    ...singleton('react-intl'),
    ...singleton('@tanstack/react-query'),
    '@dcic/shared': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
      import: path.join(root, 'shared/src/index.ts'),
    },
    // What a page needs before any area (the shell's chrome): the index re-exports it by this name, so
    // the shell's page loads neither the query client nor the areas' lifecycles until an area shows.
    '@dcic/shared/core': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
      import: path.join(root, 'shared/src/core.ts'),
    },
  };
}

/** Federation name of a workspace: the shell's is `shell`, a remote's is its area's name in the roster. */
function federationName(dir, host) {
  if (host) return 'shell';
  const folder = path.basename(dir);
  const area = roster.areas.find((candidate) => candidate.folder === folder);
  if (!area) throw new Error(`${folder} is not an area of shared/areas.json`);
  return area.name;
}

/**
 * @param {object} o
 * @param {string} o.dir the workspace folder; a remote's federation name comes from the roster
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.host] the shell: emits index.html, loads remotes at runtime
 */
function createConfig({ dir, exposes = {}, host = false }) {
  const name = federationName(dir, host);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      // Source maps beside the chunks, unless SOURCE_MAPS=0 (`npm start`'s own builds: a fifth of the
      // build's time, for a site on one machine that nobody debugs from its files).
      devtool: production ? (process.env.SOURCE_MAPS === '0' ? false : 'source-map') : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Content-hashed names: a redeploy never overwrites a chunk a running page may still fetch.
        // The federation runtime of a host cannot take a hash in its entry name; the page links the
        // entry with a ?hash query instead, and the server revalidates it on every load.
        filename: host ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: `dcic_${name}`,
        clean: true,
      },
      resolve: {
        ...frontEndResolve(),
        alias: {
          ...frontEndResolve().alias,
          ...federationRuntimeAlias(),
          // The catalogs arrive compiled (catalog-loader.js): react-intl needs no parser in pages.
          '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
        },
      },
      module: {
        rules: [
          ...pageScriptRules(),
          { test: catalogFile, loader: require.resolve('./catalog-loader') },
          // antd's own packages are pure modules but do not say so (no `sideEffects` in their
          // package.json), so every module their index re-exports stayed in a page that imports one
          // name: the whole of @rc-component/form and its validator came with antd's Input.
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
          // Style sheets are files beside the chunks, loaded with the chunk that imports them (a link
          // the area's runtime adds): as strings in the scripts they cost a page ~10 KB gzip of
          // JavaScript to parse and run before anything shows.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedScope(),
          shareStrategy: 'loaded-first',
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // The federation runtime (runtime-core, ~20 KB gzip) is loaded once per page: the shell provides
          // it on the page, every remote's entry uses that copy instead of carrying its own. A remote thus
          // needs a host that provides it (the shell, or any host built with provideExternalRuntime).
          // Pages run in browsers only: the runtime's code for loading remotes in Node is left out.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
        new PrecompressPlugin(),
        ...(host
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', hash: true, minify: false }),
              // The site's icon, linked from every page's head by the shell server (render-index.ts).
              new EmitFilePlugin(dir, './src/favicon.svg'),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [swcMinimizer()],
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The pages' minifier: webpack's own minimizer plugin with SWC's minifier instead of terser, with
 * terser's options as webpack sets them (two compress passes). It minifies a page build about twice
 * as fast (the competitions area 33 → 18 s on two cores) into files no larger (gzip 659.7 → 655.9 KB
 * for that area).
 */
function swcMinimizer() {
  const Minimizer = require('minimizer-webpack-plugin');
  return new Minimizer({ minify: Minimizer.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/** Emits a file of the workspace as an asset of the build under its own name, at the output's root: the shell's favicon. */
class EmitFilePlugin {
  constructor(dir, file) {
    Object.assign(this, { dir, file });
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'EmitFilePlugin', stage }, () => {
        const full = path.resolve(this.dir, this.file);
        compilation.fileDependencies.add(full);
        compilation.emitAsset(path.basename(full), new RawSource(fs.readFileSync(full, 'utf8')));
      });
    });
  }
}

module.exports = { catalogFile, createConfig, frontEndResolve, pageScriptRules, sharedScope };
