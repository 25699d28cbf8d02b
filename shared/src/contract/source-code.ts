// Source code teams chose to share, and comments on it.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { RecordId } from './competition-page';
import { COMMENT_MAX, SOURCE_CODE_PAGE_SIZE, SOURCE_CODE_PAGE_SIZE_MAX } from './constants/source-code';
import { endpoint } from './endpoint';

const tags = ['source-code'];

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(SOURCE_CODE_PAGE_SIZE_MAX).default(SOURCE_CODE_PAGE_SIZE);

export const SourceCodeQuery = z.object({ cmptId: RecordId.optional(), page, size });
export const SourceCodeShare = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  teamName: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  createdAt: IsoDateTime,
});
export type SourceCodeShare = z.infer<typeof SourceCodeShare>;
export const SourceCodeList = z.object({ list: z.array(SourceCodeShare), total: z.number().int() });

export const CommentQuery = z.object({ procedureId: RecordId.describe('id of the share'), page, size });
export const CommentBody = z.object({ procedureId: z.number().int().min(1), content: z.string().trim().min(1).max(COMMENT_MAX) });
export const Comment = z.object({ id: z.number().int(), userId: z.number().int(), userName: z.string(), content: z.string(), createdAt: IsoDateTime });
export const CommentList = z.object({ list: z.array(Comment), total: z.number().int() });

export const listSourceCode = endpoint({
  method: 'GET',
  path: '/api/competitions/submits/source-code',
  access: 'public',
  tags,
  summary: 'Shared source code, newest first',
  query: SourceCodeQuery,
  response: SourceCodeList,
});

export const listSourceCodeComments = endpoint({
  method: 'GET',
  path: '/api/competitions/submits/source-code/comment',
  access: 'public',
  tags,
  summary: 'Comments on shared source code',
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
