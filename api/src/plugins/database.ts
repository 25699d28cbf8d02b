import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/listen';
import { openDatabase } from '../db/open';
import type { Db, DbKind } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PostgreSQL or PGlite; repositories take it as their first argument. */
    db: Db;
    dbKind: DbKind;
    /** Follows a NOTIFY channel of the database; call what it resolves to before the app closes. */
    dbListen: Listen;
  }
}

export interface DatabaseOptions {
  /** Use this PGlite instead of what the config names (tests); closed with the app. */
  pglite?: PGlite;
}

/** Opens the database named by the config, migrates it, and closes it when the app closes. */
async function databasePlugin(app: FastifyInstance, options: DatabaseOptions) {
  const { config } = app;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.pgPoolMax,
    onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    pglite: options.pglite,
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('dbListen', database.listen);
  app.addHook('onClose', () => database.close());
}

export default fp(databasePlugin, { name: 'database', fastify: '5.x', dependencies: ['config'] });
