// Builders of review data straight in the database: a team's entry with its documents, a direct
// signup with its files. The demo seed and the tests use them; the site makes entries through the
// competitions area's upload route and signups through the project competition's signup.
import path from 'node:path';
import type { SignupForm } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store';
import { addPlayer, insertUser, listSchedules, submissions, teams } from './entries-tables';
import { reviewProjects, reviewSignupDocuments } from './schema';

export interface DemoDocument {
  fileName: string;
  content: Buffer;
}

async function store(files: FileStore, doc: DemoDocument): Promise<{ storedName: string; size: number }> {
  const storedName = await files.save('submissions', doc.content, path.extname(doc.fileName).toLowerCase());
  return { storedName, size: doc.content.length };
}

export interface EntryInput {
  competitionId: number;
  teamName: string;
  /** Site users to create as the team, the first one its captain; `ssoId` keeps them apart from real accounts. */
  members: Array<{ ssoId: string; name: string }>;
  documents: DemoDocument[];
}

/** A team of a solution competition with document submissions, as the upload route leaves them; returns the team id. */
export async function addEntry(db: Db, files: FileStore, input: EntryInput): Promise<number> {
  const [schedule] = await listSchedules(db, input.competitionId);
  if (!schedule) throw new Error(`competition ${input.competitionId} has no schedule`);
  const people = [];
  for (const member of input.members) people.push(await insertUser(db, { ssoId: member.ssoId, name: member.name, userName: member.name }));
  const captainId = people[0]!.id;
  const [team] = await db
    .insert(teams)
    .values({ competitionId: input.competitionId, name: input.teamName, captainId, scheduleId: schedule.id })
    .returning({ id: teams.id });
  for (const person of people) {
    await addPlayer(db, { competitionId: input.competitionId, userId: person.id, isRedance: false, targetId: null });
    // The teams module has no member writer outside its routes; the row is the one its service writes.
    await db.execute(
      sql`insert into team_members (team_id, competition_id, user_id) values (${team!.id}, ${input.competitionId}, ${person.id})`,
    );
  }
  for (const doc of input.documents) {
    const { storedName, size } = await store(files, doc);
    await db.insert(submissions).values({
      competitionId: input.competitionId,
      scheduleId: schedule.id,
      teamId: team!.id,
      userId: captainId,
      kind: 'document',
      fileName: doc.fileName,
      storedName,
      size,
      status: 'received',
    });
  }
  return team!.id;
}

/** A project signed up directly to the project competition of `yearTag`; returns the project id. */
export async function addSignup(db: Db, files: FileStore, yearTag: number, form: SignupForm, documents: DemoDocument[]): Promise<number> {
  const [project] = await db
    .insert(reviewProjects)
    .values({ source: 'signup', yearTag, signup: form })
    .returning({ id: reviewProjects.id });
  for (const doc of documents) {
    const { storedName, size } = await store(files, doc);
    await db.insert(reviewSignupDocuments).values({ projectId: project!.id, fileName: doc.fileName, storedName, size });
  }
  return project!.id;
}
