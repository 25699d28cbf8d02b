// Generates SQL migrations into drizzle/ from every module's schema.ts:
//   cd api && npx drizzle-kit generate
// The files are committed and applied at start by the database plugin.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
