import type { Lang, NoticeKind } from '@dcic/shared/contract';
import { escapeHtml } from './sanitize';

export type NoticeParams = Record<string, string | number>;

/**
 * Text of each kind in both languages. `{name}` is replaced by the escaped param; `{link:path|label}`
 * becomes a link when every param the path names is a positive whole number (ids), else just the label.
 */
const TEMPLATES: Record<NoticeKind, Record<Lang, string>> = {
  'team.join-request': {
    'zh-CN': '{applicantName} 申请加入你的队伍「{teamName}」：{message} {link:/competitions/{competitionId}/teams|去处理}',
    'en-US': '{applicantName} asks to join your team "{teamName}": {message} {link:/competitions/{competitionId}/teams|Review}',
  },
  'team.join-accepted': {
    'zh-CN': '你已加入队伍「{teamName}」。{link:/competitions/{competitionId}/teams|查看队伍}',
    'en-US': 'You have joined the team "{teamName}". {link:/competitions/{competitionId}/teams|View team}',
  },
  'team.join-denied': {
    'zh-CN': '队伍「{teamName}」拒绝了你的入队申请。',
    'en-US': 'The team "{teamName}" declined your request to join.',
  },
  'team.captain-transferred': {
    'zh-CN': '你已成为队伍「{teamName}」的队长。{link:/competitions/{competitionId}/teams|查看队伍}',
    'en-US': 'You are now the captain of the team "{teamName}". {link:/competitions/{competitionId}/teams|View team}',
  },
  'team.member-removed': {
    'zh-CN': '你已被移出队伍「{teamName}」。',
    'en-US': 'You have been removed from the team "{teamName}".',
  },
  'submission.scored': {
    'zh-CN': '你在「{competitionName}」的提交已评分：{score}。{link:/competitions/{competitionId}/submits|查看提交}',
    'en-US': 'Your submission to "{competitionName}" was scored: {score}. {link:/competitions/{competitionId}/submits|View submissions}',
  },
  'submission.failed': {
    'zh-CN': '你在「{competitionName}」的提交评分失败：{reason}。{link:/competitions/{competitionId}/submits|查看提交}',
    'en-US': 'Your submission to "{competitionName}" could not be scored: {reason}. {link:/competitions/{competitionId}/submits|View submissions}',
  },
  'user.new-follower': {
    'zh-CN': '{link:/users/{followerId}|{followerName}} 关注了你。',
    'en-US': '{link:/users/{followerId}|{followerName}} started following you.',
  },
  'user.auth-result': {
    'zh-CN': '{result}',
    'en-US': '{result}',
  },
  'post.reply': {
    'zh-CN': '{replierName} 回复了你的帖子「{postTitle}」。',
    'en-US': '{replierName} replied to your post "{postTitle}".',
  },
};

// Outcomes of identity authentication are words of ours, not free text from the caller.
const AUTH_RESULT: Record<string, Record<Lang, string>> = {
  succeeded: { 'zh-CN': '你的身份认证已通过。', 'en-US': 'Your identity authentication succeeded.' },
  failed: { 'zh-CN': '你的身份认证未通过，原因：{reason}。可修改后重新提交。', 'en-US': 'Your identity authentication failed: {reason}. You may correct it and submit again.' },
  reviewing: { 'zh-CN': '你的身份认证资料正在审核中。', 'en-US': 'Your identity documents are under review.' },
};

/**
 * A param may come in one value per language (`reason.zh-CN`, `reason.en-US`) when the sender has text
 * of its own to pass, such as a competition's name or a scoring error; a plain `reason` serves both.
 */
function text(params: NoticeParams, name: string, lang: Lang): string {
  const value = params[`${name}.${lang}`] ?? params[name];
  return value === undefined ? '' : escapeHtml(String(value));
}

function fill(template: string, params: NoticeParams, lang: Lang): string {
  const withLinks = template.replace(/\{link:([^|]*)\|([^{}]*(?:\{\w+\}[^{}]*)*)\}/g, (_whole, path: string, label: string) => {
    let safe = true;
    const href = path.replace(/\{(\w+)\}/g, (_p, name: string) => {
      const value = String(params[name] ?? '');
      if (!/^[1-9]\d{0,15}$/.test(value)) safe = false;
      return value;
    });
    const shown = label.replace(/\{(\w+)\}/g, (_p, name: string) => text(params, name, lang));
    return safe ? `<a href="${href}">${shown}</a>` : shown;
  });
  return withLinks.replace(/\{(\w+)\}/g, (_p, name: string) => text(params, name, lang)).trim();
}

/** The notice's HTML in one language (not yet sanitised; the writer sanitises what it stores). */
export function renderNotice(kind: NoticeKind, params: NoticeParams, lang: Lang): string {
  if (kind === 'user.auth-result') {
    const outcome = AUTH_RESULT[String(params.result)] ?? AUTH_RESULT.reviewing!;
    return fill(outcome[lang], params, lang);
  }
  return fill(TEMPLATES[kind][lang], params, lang);
}
