// Enterprise: applying as an enterprise.
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { CONTACT_PHONE_PATTERN, CREDIT_CODE_PATTERN, ENTERPRISE_STATUSES, TEXT_LIMITS } from '../constants/profile';
import { endpoint } from '../endpoint';
import { requiredText, tags, text } from './common';

export const CompanySubmitBody = z.object({
  companyName: requiredText(TEXT_LIMITS.companyName),
  creditCode: z.string().trim().regex(CREDIT_CODE_PATTERN, 'expected the 18-character unified social credit code'),
  contactName: requiredText(TEXT_LIMITS.contactName),
  contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN),
  description: text(TEXT_LIMITS.description).default(''),
});
export type CompanySubmitBody = z.infer<typeof CompanySubmitBody>;

export const EnterpriseApplication = z
  .object({
    id: z.number().int(),
    companyName: z.string(),
    creditCode: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    description: z.string(),
    status: z.enum(ENTERPRISE_STATUSES),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'EnterpriseApplication' });
export type EnterpriseApplication = z.infer<typeof EnterpriseApplication>;

export const getEnterpriseApplication = endpoint({
  method: 'GET',
  path: '/api/users/enterprise',
  access: 'user',
  tags,
  summary: 'My latest enterprise application',
  response: EnterpriseApplication.nullable(),
});

export const submitEnterpriseApplication = endpoint({
  method: 'POST',
  path: '/api/users/companySubmit',
  access: 'user',
  tags,
  summary: 'Apply as an enterprise (identity authentication required)',
  body: CompanySubmitBody,
  response: EnterpriseApplication,
  errors: [409],
});
