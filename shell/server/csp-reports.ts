// The collector of Content-Security-Policy violation reports: every page's policy names it in
// `report-uri`. It also reads the Reporting API's format (`report-to`), should a policy name it there
// one day. Each report is logged as a warning and the latest are kept in memory; a server
// given CSP_REPORTS_TOKEN hands those to whoever knows the token (the browser tests read them).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CSP_REPORT_PATH = '/csp-reports';

/** How many reports are kept: the log has them all, memory stays bounded. */
const KEPT = 500;
/** A report is a few hundred bytes; a larger body is nobody's report. */
const BODY_LIMIT = 64 * 1024;

interface CspViolation {
  receivedAt: string;
  /** `enforce` or `report` (a report-only policy). */
  disposition: string;
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string;
  line: number | null;
  sample: string;
}

type Fields = Record<string, unknown>;

const textOf = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** `report-uri`'s body: {"csp-report": {"document-uri", "violated-directive", ...}}. */
function fromReportUri(fields: Fields, receivedAt: string): CspViolation {
  return {
    receivedAt,
    disposition: textOf(fields.disposition) || 'enforce',
    documentUrl: textOf(fields['document-uri']),
    directive: textOf(fields['effective-directive']) || textOf(fields['violated-directive']),
    blockedUrl: textOf(fields['blocked-uri']),
    sourceFile: textOf(fields['source-file']),
    line: numberOf(fields['line-number']),
    sample: textOf(fields['script-sample'], 200),
  };
}

/** A Reporting API report: {type: "csp-violation", body: {documentURL, effectiveDirective, ...}}. */
function fromReportTo(fields: Fields, receivedAt: string): CspViolation {
  return {
    receivedAt,
    disposition: textOf(fields.disposition) || 'enforce',
    documentUrl: textOf(fields.documentURL),
    directive: textOf(fields.effectiveDirective),
    blockedUrl: textOf(fields.blockedURL),
    sourceFile: textOf(fields.sourceFile),
    line: numberOf(fields.lineNumber),
    sample: textOf(fields.sample, 200),
  };
}

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations a body holds, in either format; anything else holds none. */
function violationsIn(body: unknown, receivedAt = new Date().toISOString()): CspViolation[] {
  if (isObject(body) && isObject(body['csp-report'])) return [fromReportUri(body['csp-report'], receivedAt)];
  if (Array.isArray(body)) {
    return body
      .filter((report): report is Fields => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
      .map((report) => fromReportTo(report.body as Fields, receivedAt));
  }
  return [];
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function registerCspReports(app: FastifyInstance, options: { readToken?: string }): Promise<void> {
  const kept: CspViolation[] = [];
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // application/csp-report, application/reports+json and application/json alike.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      for (const violation of violationsIn(request.body)) {
        request.log.warn({ cspViolation: violation }, 'content security policy violation');
        kept.push(violation);
        if (kept.length > KEPT) kept.shift();
      }
      return reply.code(204).send();
    });
    scope.get<{ Params: { token: string } }>(`${CSP_REPORT_PATH}/:token`, async (request, reply) => {
      if (!options.readToken || !sameToken(request.params.token, options.readToken)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      reply.header('Cache-Control', 'no-store');
      return { reports: kept };
    });
  });
}
