import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { specialContests } from './schema';

export async function findSpecial(app: FastifyInstance, name: string) {
  const rows = await app.db.select().from(specialContests).where(eq(specialContests.name, name)).limit(1);
  return rows[0] ?? null;
}
