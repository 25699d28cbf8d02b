// Participation certificates: issued on the first download to a member of a team of an ended
// competition, kept as issued (same code, same words), and checked by anybody with the code.
import type { Lang, ParticipationCertificate } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../../errors/app-error';
import { findCompetition, timeState } from '../../catalogue';
import { teamOfUser } from '../../teams';
import { standingOf } from '../participation/standing';
import { findUserById } from '../repository';
import type { CertificateRow, UserRow } from '../schema';
import { renderCertificate } from './certificate-pdf';
import { certificateByCode, certificateOf, issueCertificate } from './repository';
import { newVerificationCode, normaliseVerificationCode } from './verification-code';

const displayName = (user: UserRow) => user.name || user.userName || String(user.id);

async function issuedOrNew(app: FastifyInstance, user: UserRow, competitionId: number, now: Date): Promise<CertificateRow> {
  const issued = await certificateOf(app.db, user.id, competitionId);
  if (issued) return issued;
  const competition = (await findCompetition(app.db, competitionId)) ?? raise('CERTIFICATE_NOT_PARTICIPANT');
  const team = (await teamOfUser(app.db, competitionId, user.id)) ?? raise('CERTIFICATE_NOT_PARTICIPANT');
  if (timeState(competition, now) !== 'ended') raise('CERTIFICATE_NOT_ENDED');
  return issueCertificate(app.db, {
    code: newVerificationCode(),
    userId: user.id,
    competitionId,
    holderName: displayName(user),
    competitionName: { 'zh-CN': competition.content['zh-CN'].name, 'en-US': competition.content['en-US'].name },
    competitionEnd: competition.endTime,
    teamName: team.name,
    standing: await standingOf(app, competition, team.id, now),
    issuedAt: now,
  });
}

/** Address of the public page that checks a code. */
const verifyPageUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/users/certificates?code=${code}`;

export async function certificatePdf(app: FastifyInstance, user: UserRow, competitionId: number, now = new Date()) {
  const row = await issuedOrNew(app, user, competitionId, now);
  const pdf = await renderCertificate({
    code: row.code,
    holderName: row.holderName,
    competitionName: row.competitionName,
    teamName: row.teamName,
    standing: row.standing,
    competitionEnd: row.competitionEnd,
    issuedAt: row.issuedAt,
    verifyUrl: verifyPageUrl(app.config.publicUrl, row.code),
  });
  return { code: row.code, pdf };
}

export async function verifyCertificate(app: FastifyInstance, typed: string, lang: Lang): Promise<ParticipationCertificate> {
  const code = normaliseVerificationCode(typed);
  const row = (code && (await certificateByCode(app.db, code))) || raise('CERTIFICATE_NOT_FOUND');
  return {
    code: row.code,
    holder: { id: row.userId, name: row.holderName, avatar: (await findUserById(app.db, row.userId))?.avatar ?? null },
    competition: { id: row.competitionId, name: row.competitionName[lang], endTime: row.competitionEnd.toISOString() },
    team: row.teamName,
    standing: row.standing,
    issuedAt: row.issuedAt.toISOString(),
  };
}
