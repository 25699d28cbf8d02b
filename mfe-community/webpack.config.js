const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, exposes: { './app': './src/app.tsx' } });
