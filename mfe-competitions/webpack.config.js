const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ name: 'competitions', dir: __dirname, exposes: { './app': './src/app.tsx' } });
