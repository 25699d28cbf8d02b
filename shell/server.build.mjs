// The chrome for the shell server: src/server-render.tsx bundled for Node into
// dist-server/chrome-bundle.js (React and everything it uses inside), with the chrome's style sheet
// beside it as chrome.css. The browser build is webpack.config.js.
import { bundleForServer } from '../scripts/server-bundle/bundle.mjs';

await bundleForServer({
  dir: import.meta.dirname,
  entry: 'src/server-render.tsx',
  outfile: 'dist-server/chrome-bundle.js',
  styles: ['./src/styles.css'],
  stylesFile: 'chrome.css',
});
