const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, host: true });
