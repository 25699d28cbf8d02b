const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ name: 'profile', dir: __dirname, exposes: { './app': './src/app.tsx' } });
