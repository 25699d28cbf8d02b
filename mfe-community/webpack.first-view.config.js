const { createFirstViewConfig } = require('../scripts/webpack/create-config');

module.exports = createFirstViewConfig({
  dir: __dirname,
  styles: ['./src/community.css', './src/features/discussion/discussion.css', './src/features/datasets/datasets.css'],
});
