const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './app': './src/app.tsx',
    // Mounted by the shell header; plain React, no antd, so the home page stays light.
    './MessagePopover': './src/exposed/message-popover.tsx',
    // Used by the profile area (and any other) to write to a user.
    './SendMessageDialog': './src/exposed/send-message-dialog.tsx',
  },
});
