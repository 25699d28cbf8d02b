const { createFirstViewConfig } = require('../scripts/webpack/create-config');

module.exports = createFirstViewConfig({ dir: __dirname, styles: ['./src/styles/profile.css'] });
