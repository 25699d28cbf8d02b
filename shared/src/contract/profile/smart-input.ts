// Smart input: while a user types a profile field (school, major, company, ...), the values others entered.
import { z } from 'zod';
import { SMART_INPUT, SMART_INPUT_KINDS } from '../constants/profile';
import { endpoint } from '../endpoint';
import { tags } from './common';

export const SmartInputKind = z.enum(SMART_INPUT_KINDS);
export type SmartInputKind = z.infer<typeof SmartInputKind>;

export const SmartInputQuery = z.object({
  kind: SmartInputKind.describe('school, major, company, job, skill or city'),
  keyword: z.string().trim().min(1).max(SMART_INPUT.maxKeyword),
});
export type SmartInputQuery = z.infer<typeof SmartInputQuery>;

export const getSmartInput = endpoint({
  method: 'GET',
  path: '/api/users/smartInput',
  access: 'user',
  tags,
  summary: `Up to ${SMART_INPUT.limit} values other users entered for a profile field that contain the keyword, most used first (only from parts their owners show)`,
  query: SmartInputQuery,
  response: z.array(z.string()),
  errors: [429],
});
