// Source code teams chose to share (a repository link or a file), and comments on it.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { RecordId } from './competition-page';
import {
  COMMENT_MAX,
  SOURCE_CODE_DESCRIPTION_MAX,
  SOURCE_CODE_PAGE_SIZE,
  SOURCE_CODE_PAGE_SIZE_MAX,
  SOURCE_CODE_TITLE_MAX,
  SOURCE_CODE_URL_MAX,
} from './constants/source-code';
import { endpoint } from './endpoint';

const tags = ['source-code'];

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(SOURCE_CODE_PAGE_SIZE_MAX).default(SOURCE_CODE_PAGE_SIZE);

export const SourceCodeQuery = z.object({
  cmptId: RecordId.optional(),
  id: RecordId.optional().describe('one share (the page of a share, the leaderboard link)'),
  teamId: RecordId.optional().describe("a team's share"),
  page,
  size,
});
export const SourceCodeShare = z
  .object({
    id: z.number().int(),
    competitionId: z.number().int(),
    competitionName: z.string(),
    teamId: z.number().int(),
    teamName: z.string(),
    userName: z.string().describe('the member who shared it'),
    title: z.string(),
    url: z.string().nullable().describe('the repository, when a link was shared'),
    fileName: z.string().nullable().describe('the file, when a file was shared'),
    size: z.number().int().nullable(),
    fileUrl: z.string().nullable().describe('where the shared file is downloaded'),
    description: z.string(),
    commentCount: z.number().int(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'SourceCodeShare' });
export type SourceCodeShare = z.infer<typeof SourceCodeShare>;
export const SourceCodeList = z.object({ list: z.array(SourceCodeShare), total: z.number().int() });
export type SourceCodeList = z.infer<typeof SourceCodeList>;

const Title = z.string().trim().min(1).max(SOURCE_CODE_TITLE_MAX);
const Description = z.string().trim().max(SOURCE_CODE_DESCRIPTION_MAX).default('');
/** A repository address: https only (no credentials in it), so the link is safe to show to everyone. */
export const RepositoryUrl = z
  .string()
  .trim()
  .max(SOURCE_CODE_URL_MAX)
  .regex(/^https:\/\/[^\s/@:]+(:\d+)?(\/[^\s]*)?$/i, 'an https:// address');
export const ShareLinkBody = z.object({ cmptId: z.number().int().min(1), title: Title, description: Description, url: RepositoryUrl });
/** The text fields of a file share, sent as multipart fields before the file. */
export const ShareFileFields = z.object({ cmptId: RecordId, title: Title, description: Description });
export type ShareFileFields = z.input<typeof ShareFileFields>;
export const ShareParams = z.object({ shareId: RecordId });

export const CommentQuery = z.object({ procedureId: RecordId.describe('id of the share'), page, size });
export const CommentBody = z.object({ procedureId: z.number().int().min(1), content: z.string().trim().min(1).max(COMMENT_MAX) });
export const Comment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  content: z.string(),
  createdAt: IsoDateTime,
});
export type Comment = z.infer<typeof Comment>;
export const CommentList = z.object({ list: z.array(Comment), total: z.number().int() });
export type CommentList = z.infer<typeof CommentList>;

export const listSourceCode = endpoint({
  method: 'GET',
  path: '/api/competitions/submits/source-code',
  access: 'public',
  tags,
  summary: "Shared source code, newest first (of one competition with cmptId; one share with id; a team's with teamId)",
  query: SourceCodeQuery,
  response: SourceCodeList,
});

export const shareSourceCodeLink = endpoint({
  method: 'POST',
  path: '/api/competitions/submits/source-code',
  access: 'user',
  tags,
  summary: "Share the team's code as a repository link (https), replacing what the team shared before (team members)",
  body: ShareLinkBody,
  response: SourceCodeShare,
  errors: [404],
});

export const shareSourceCodeFile = endpoint({
  method: 'POST',
  path: '/api/competitions/submits/source-code/file',
  access: 'user',
  tags,
  summary:
    "Share the team's code as a file (.zip, .tar.gz, .py, .ipynb; checked by content), replacing what the team shared before (team members)",
  multipart: { file: 'file', fields: ['cmptId', 'title', 'description'] },
  response: SourceCodeShare,
  errors: [404, 413],
});

export const deleteSourceCode = endpoint({
  method: 'DELETE',
  path: '/api/competitions/submits/source-code/:shareId',
  access: 'user',
  tags,
  summary: "Withdraw the team's shared code (team members)",
  params: ShareParams,
  response: z.null(),
  errors: [404],
  idempotent: true,
});

export const downloadSourceCode = endpoint({
  method: 'GET',
  path: '/api/competitions/submits/source-code/:shareId/file',
  access: 'public',
  tags,
  summary: 'Download a shared file',
  params: ShareParams,
  response: z.string().describe('the file'),
  envelope: false,
  errors: [404],
});

export const listSourceCodeComments = endpoint({
  method: 'GET',
  path: '/api/competitions/submits/source-code/comment',
  access: 'public',
  tags,
  summary: 'Comments on shared source code, newest first',
  query: CommentQuery,
  response: CommentList,
  errors: [404],
});

export const addSourceCodeComment = endpoint({
  method: 'POST',
  path: '/api/competitions/submits/source-code/comment',
  access: 'user',
  tags,
  summary: 'Comment on shared source code',
  body: CommentBody,
  response: Comment,
  errors: [404],
});
