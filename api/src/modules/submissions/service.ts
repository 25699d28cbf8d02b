// Uploads: every rule is checked before the file is stored; the file is stored (under a server-made
// name) before the submission row exists; the quota is checked again and the row inserted in one
// transaction serialised per team, so two members uploading at once cannot both take the last slot;
// the row exists before the scoring job is queued. So a file is never lost and a submission never
// waits for a job that was not sent (the job is re-sent on retry).
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Lang, TeamSubmissions } from '@dcic/shared/contract';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, PREDICTION_EXTENSION, PREDICTION_MAX_BYTES } from '@dcic/shared/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { endsInZipDirectory, keepOnlySafeArchive } from '../../lib/archive-check';
import { formatsByContent } from '../../lib/file-type';
import {
  competitionOrFail,
  currentSchedule,
  listBVisible,
  listSchedules,
  quotaRefusal,
  submissionRefusal,
  timeState,
  type ScheduleRow,
} from '../catalogue';
import { teamOfUser } from '../teams';
import { users, type UserRow } from '../users';
import { presentSubmission } from './present';
import { quotaOf, quotaUse } from './quota';
import { submissions } from './schema';
import { queueScoring } from './score-submission';
import { scoringQueueOf } from './scoring-queue';
import { uploadedFileName } from '../../lib/validator';

const DOCUMENT_TYPES: readonly string[] = DOCUMENT_EXTENSIONS;
/** First key of the two-key advisory lock that serialises one team's uploads (second key: team id). */
const TEAM_UPLOAD_LOCK = 0x51554f54;

export interface IncomingFile {
  filename: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

/** Checks whether the user may submit now; returns what the upload needs. */
export async function checkSubmission(app: FastifyInstance, competitionId: number, user: UserRow, now = new Date()) {
  const competition = await competitionOrFail(app.db, competitionId);
  if (timeState(competition, now) === 'ended') raise('COMPETITION_EXPIRED');
  // Spec §6: a competition that asks for identity authentication (before signup or before submission) asks it here too.
  if (competition.authenticationRequired !== 'none' && user.authentication !== 1) raise('AUTHENTICATION_REQUIRED');
  const schedule = currentSchedule(await listSchedules(app.db, competitionId), now);
  const team = (await teamOfUser(app.db, competitionId, user.id)) ?? null;
  const refusal = submissionRefusal(schedule, team);
  if (refusal === 'no-schedule') raise('NO_CURRENT_SCHEDULE');
  if (refusal === 'no-team') raise('TEAM_REQUIRED');
  if (refusal === 'wrong-schedule') raise('WRONG_SCHEDULE');
  await checkQuota(app.db, schedule!, team!.id, user.id);
  return { competition, schedule: schedule!, team: team! };
}

async function checkQuota(db: Db, schedule: ScheduleRow, teamId: number, userId: number) {
  const use = await quotaUse(db, schedule.id, teamId, userId);
  const quota = quotaRefusal(schedule, use);
  if (quota === 'submit-quota')
    raise('SUBMIT_QUOTA_EXCEEDED', { used: use.successSubmitCount + use.pendingSubmitCount, max: schedule.maxSubmitCount });
  if (quota === 'error-quota') raise('ERROR_QUOTA_EXCEEDED', { used: use.errorSubmitCount, max: schedule.maxErrorSubmitCount });
}

/** A PDF must be one by its content; a ZIP or DOCX must be a ZIP container. */
function isDocumentOfType(head: Buffer, extension: string): boolean {
  return formatsByContent(head).includes(extension === '.pdf' ? 'pdf' : 'zip');
}

/** Stores an uploaded file as a submission of the caller's team and queues its scoring. */
export async function createSubmission(
  app: FastifyInstance,
  competitionId: number,
  user: UserRow,
  incoming: IncomingFile | undefined,
  lang: Lang,
) {
  const { competition, schedule, team } = await checkSubmission(app, competitionId, user);
  if (!incoming) raise('UPLOAD_MISSING');
  const document = competition.type === 'solution';
  const extension = path.extname(incoming.filename).toLowerCase();
  if (document ? !DOCUMENT_TYPES.includes(extension) : extension !== PREDICTION_EXTENSION)
    raise('UPLOAD_TYPE', { types: document ? DOCUMENT_TYPES.join(', ') : PREDICTION_EXTENSION });
  // Server-made names only (the store makes them): the uploaded name is kept as data, never used as a path.
  let stored;
  try {
    stored = await app.files.saveStream('submissions', incoming.file as Readable, extension);
  } catch {
    // A broken or cut-off multipart body is the client's fault, not a server error.
    raise('BAD_REQUEST');
  }
  const { name: storedName, size, head } = stored;
  const limit = document ? DOCUMENT_MAX_BYTES : PREDICTION_MAX_BYTES;
  if (incoming.file.truncated || size > limit) {
    await app.files.remove('submissions', storedName);
    raise('UPLOAD_TOO_LARGE', { max: `${limit / 1024 / 1024} MB` });
  }
  if (document && !isDocumentOfType(head, extension)) {
    await app.files.remove('submissions', storedName);
    raise('UPLOAD_TYPE', { types: DOCUMENT_TYPES.join(', ') });
  }
  // A ZIP or DOCX is looked into before it is kept (a zip bomb is refused); a PDF may not carry an
  // archive at its end (a PDF+ZIP polyglot).
  if (document && extension !== '.pdf') await keepOnlySafeArchive(app.files, 'submissions', storedName, 'zip');
  if (document && extension === '.pdf' && (await app.files.withLocalCopy('submissions', storedName, endsInZipDirectory))) {
    await app.files.remove('submissions', storedName);
    raise('UPLOAD_TYPE', { types: DOCUMENT_TYPES.join(', ') });
  }
  const values = {
    competitionId,
    scheduleId: schedule.id,
    teamId: team.id,
    userId: user.id,
    kind: document ? ('document' as const) : ('prediction' as const),
    fileName: uploadedFileName(incoming.filename),
    storedName,
    size,
    status: document ? ('received' as const) : ('pending' as const),
  };
  let row: typeof submissions.$inferSelect;
  try {
    // The lock is taken only now, after the (possibly slow) file write, and held to the commit: the
    // next upload of the same team waits here and then counts this row.
    row = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_UPLOAD_LOCK}::int4, ${team.id}::int4)`);
      await checkQuota(tx, schedule, team.id, user.id);
      const [inserted] = await tx.insert(submissions).values(values).returning();
      return inserted!;
    });
  } catch (error) {
    await app.files.remove('submissions', storedName);
    throw error;
  }
  if (!document) await queueScoring(app, row.id);
  const queue = await scoringQueueOf(app.db, [row]);
  return presentSubmission(row, user.name, lang, listBVisible(schedule, new Date()), queue.get(row.id));
}

/** The team's and the user's submissions of a schedule; members only. */
export async function teamSubmissions(
  app: FastifyInstance,
  competitionId: number,
  user: UserRow,
  scheduleId: number | undefined,
  lang: Lang,
  now = new Date(),
): Promise<TeamSubmissions> {
  await competitionOrFail(app.db, competitionId);
  const team = await teamOfUser(app.db, competitionId, user.id);
  if (!team) return { team: [], self: [], quota: null };
  const schedules = await listSchedules(app.db, competitionId);
  const schedule =
    (scheduleId ? schedules.find((s) => s.id === scheduleId) : currentSchedule(schedules, now)) ?? schedules[schedules.length - 1];
  if (!schedule) return { team: [], self: [], quota: null };
  const rows = await app.db
    .select({ submission: submissions, userName: users.name })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(eq(submissions.teamId, team.id), eq(submissions.scheduleId, schedule.id)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(200);
  const showB = listBVisible(schedule, now);
  const queue = await scoringQueueOf(
    app.db,
    rows.map((r) => r.submission),
  );
  const list = rows.map((r) => presentSubmission(r.submission, r.userName, lang, showB, queue.get(r.submission.id)));
  return { team: list, self: list.filter((s) => s.userId === user.id), quota: await quotaOf(app.db, schedule, team.id, user.id) };
}
