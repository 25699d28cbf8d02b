// The area's first view for the shell server: src/first-view.tsx into dist/first-view.js (docs/architecture.md).
import { buildFirstView } from '../scripts/server-bundle/bundle.mjs';

await buildFirstView({ dir: import.meta.dirname, styles: ['./src/styles/inbox.css'] });
