const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ name: 'community', dir: __dirname, exposes: { './app': './src/app.tsx' } });
