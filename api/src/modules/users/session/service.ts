// The signed-in user as the site starts: the platform user of an SSO account, the start-up data, the
// time the user last looked at their messages.
import type { InitData, Lang, MessageCheckedAtBody, Website } from '@dcic/shared/contract';
import type { SsoIdentity } from '../../../auth/identity';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import type { AppConfig } from '../../../lib/config';
import { toUser } from '../present';
import { advanceMessageCheckedAt, findUserBySsoId, insertUserIfAbsent, updateContact } from '../repository';
import type { UserRow } from '../schema';

/**
 * The platform user of a signed-in SSO account, created on first sight. Concurrent first requests
 * race on the unique sso_id: one insert wins, the others read its row.
 */
export async function ensurePlatformUser(db: Db, identity: SsoIdentity): Promise<UserRow> {
  const existing = await findUserBySsoId(db, identity.sub);
  if (existing) {
    // Phone and e-mail are bound at the SSO; keep the copy current, but write only on change.
    if (existing.phone === identity.phone && existing.email === identity.email) return existing;
    return (await updateContact(db, existing.id, { phone: identity.phone, email: identity.email })) ?? existing;
  }
  const name = identity.name.trim();
  const created = await insertUserIfAbsent(db, {
    ssoId: identity.sub,
    name,
    userName: name,
    phone: identity.phone,
    email: identity.email,
  });
  if (created) return created;
  const winner = await findUserBySsoId(db, identity.sub);
  if (!winner) throw new Error(`user for sso account ${identity.sub} vanished after a conflicting insert`);
  return winner;
}

export const websites: Record<Lang, Website> = {
  'zh-CN': {
    title: '数字中国创新大赛 - DCIC',
    keywords: '数字中国创新大赛,DCIC,数据竞赛,算法大赛,大数据,人工智能,数字经济',
    description: '数字中国创新大赛（DCIC）是面向全国的数字创新赛事平台，提供赛题、数据集、训练、社区交流与成果展示。',
  },
  'en-US': {
    title: 'Digital China Innovation Contest - DCIC',
    keywords: 'Digital China Innovation Contest, DCIC, data competition, algorithm contest, big data, AI, digital economy',
    description:
      'The Digital China Innovation Contest (DCIC) is the national platform of digital innovation competitions: contests, datasets, training, community and results.',
  },
};

export function initData(config: AppConfig, lang: Lang, user: UserRow | null): InitData {
  return {
    user: user ? toUser(user) : null,
    lang,
    website: websites[lang],
    forums: config.forumsUrl,
    practice: config.practiceUrl,
    lab: config.labUrl,
    tongji: config.tongjiUrl,
    app_timestamp: config.appTimestamp,
  };
}

/** Stores when the user last looked at their messages; only ever moves forward, never past now. */
export async function setMessageCheckedAt(db: Db, user: UserRow, body: MessageCheckedAtBody): Promise<number> {
  // operatorId is the client's idea of who it is; acting for somebody else is refused (no IDOR).
  if (body.operatorId !== user.id) raise('FORBIDDEN');
  const time = new Date(Math.min(new Date(body.time).getTime(), Date.now()));
  return advanceMessageCheckedAt(db, user.id, time);
}
