import type { Lang, NoticeKind } from '@dcic/shared/contract';
import { formatMessage, type MessageValues } from '@dcic/shared/server';
import { escapeHtml } from './sanitize';

export type NoticeParams = Record<string, string | number>;

/**
 * Text of each kind in both languages, as ICU messages. `{name}` is the escaped param; a tag such as
 * `<teams>label</teams>` becomes a link to the place LINKS names when every id it needs is a positive
 * whole number, else just the label.
 */
const TEMPLATES: Record<NoticeKind, Record<Lang, string>> = {
  'team.join-request': {
    'zh-CN': '{applicantName} 申请加入你的队伍「{teamName}」：{message} <teams>去处理</teams>',
    'en-US': '{applicantName} asks to join your team "{teamName}": {message} <teams>Review</teams>',
  },
  'team.join-accepted': {
    'zh-CN': '你已加入队伍「{teamName}」。<teams>查看队伍</teams>',
    'en-US': 'You have joined the team "{teamName}". <teams>View team</teams>',
  },
  'team.join-denied': {
    'zh-CN': '队伍「{teamName}」拒绝了你的入队申请。',
    'en-US': 'The team "{teamName}" declined your request to join.',
  },
  'team.captain-transferred': {
    'zh-CN': '你已成为队伍「{teamName}」的队长。<teams>查看队伍</teams>',
    'en-US': 'You are now the captain of the team "{teamName}". <teams>View team</teams>',
  },
  'team.member-removed': {
    'zh-CN': '你已被移出队伍「{teamName}」。',
    'en-US': 'You have been removed from the team "{teamName}".',
  },
  'team.cheat-flagged': {
    'zh-CN': '你的队伍「{teamName}」被判定存在作弊行为，已从排行榜移除。原因：{reason} <teams>查看与申诉</teams>',
    'en-US': 'Your team "{teamName}" was found cheating and is off the leaderboard. Reason: {reason} <teams>Details and appeal</teams>',
  },
  'team.cheat-lifted': {
    'zh-CN': '队伍「{teamName}」的作弊判定已撤销，成绩已回到排行榜。{reply}',
    'en-US': 'The cheating verdict on your team "{teamName}" was lifted; its scores are back on the leaderboard. {reply}',
  },
  'team.appeal-rejected': {
    'zh-CN': '队伍「{teamName}」的申诉未通过：{reply} <teams>查看</teams>',
    'en-US': 'The appeal of your team "{teamName}" was rejected: {reply} <teams>View</teams>',
  },
  'submission.scored': {
    'zh-CN': '你在「{competitionName}」的提交已评分：{score}。<submits>查看提交</submits>',
    'en-US': 'Your submission to "{competitionName}" was scored: {score}. <submits>View submissions</submits>',
  },
  'submission.failed': {
    'zh-CN': '你在「{competitionName}」的提交评分失败：{reason}。<submits>查看提交</submits>',
    'en-US': 'Your submission to "{competitionName}" could not be scored: {reason}. <submits>View submissions</submits>',
  },
  'user.new-follower': {
    'zh-CN': '<follower>{followerName}</follower> 关注了你。',
    'en-US': '<follower>{followerName}</follower> started following you.',
  },
  'user.auth-result': {
    'zh-CN': '{result}',
    'en-US': '{result}',
  },
  'post.reply': {
    'zh-CN': '{replierName} 回复了你的帖子「{postTitle}」。<post>查看</post>',
    'en-US': '{replierName} replied to your post "{postTitle}". <post>View</post>',
  },
  'post.answer': {
    'zh-CN': '{replierName} 回答了你的问题「{postTitle}」。<post>查看回答</post>',
    'en-US': '{replierName} answered your question "{postTitle}". <post>View the answer</post>',
  },
  'post.like': {
    'zh-CN': '{likerName} 赞了你的帖子「{postTitle}」。<post>查看</post>',
    'en-US': '{likerName} liked your post "{postTitle}". <post>View</post>',
  },
  'post.reply-like': {
    'zh-CN': '{likerName} 赞了你在「{postTitle}」中的回复。<post>查看</post>',
    'en-US': '{likerName} liked your reply in "{postTitle}". <post>View</post>',
  },
  'post.accepted': {
    'zh-CN': '{askerName} 采纳了你对「{postTitle}」的回答。<post>查看</post>',
    'en-US': '{askerName} accepted your answer to "{postTitle}". <post>View</post>',
  },
  'organiser.application-received': {
    'zh-CN': '我们已收到「{organisation}」关于「{topic}」的办赛申请，工作人员将尽快与你联系。<applications>查看申请</applications>',
    'en-US':
      'We have received the application of "{organisation}" to hold a competition on "{topic}"; our staff will contact you soon. <applications>View applications</applications>',
  },
  'organiser.application-status': {
    'zh-CN':
      '「{organisation}」的办赛申请状态已更新为：{status, select, contacted {已联系} accepted {已通过} declined {未通过} other {已提交}}。<applications>查看申请</applications>',
    'en-US':
      'The application of "{organisation}" to hold a competition is now: {status, select, contacted {contacted} accepted {accepted} declined {declined} other {submitted}}. <applications>View applications</applications>',
  },
};

// Outcomes of identity authentication are words of ours, not free text from the caller.
const AUTH_RESULT: Record<string, Record<Lang, string>> = {
  succeeded: { 'zh-CN': '你的身份认证已通过。', 'en-US': 'Your identity authentication succeeded.' },
  failed: {
    'zh-CN': '你的身份认证未通过，原因：{reason}。可修改后重新提交。',
    'en-US': 'Your identity authentication failed: {reason}. You may correct it and submit again.',
  },
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

// Where each tag of the templates leads; the ids come from the params.
const LINKS: Record<string, (id: (name: string) => string) => string> = {
  teams: (id) => `/competitions/${id('competitionId')}/teams`,
  submits: (id) => `/competitions/${id('competitionId')}/submits`,
  follower: (id) => `/users/${id('followerId')}`,
  post: (id) => `/discussion/${id('postId')}`,
  applications: () => '/ent-apply',
};

function fill(template: string, params: NoticeParams, lang: Lang): string {
  const values: MessageValues = {};
  for (const key of Object.keys(params)) {
    const name = key.replace(/\.(zh-CN|en-US)$/, '');
    values[name] = text(params, name, lang);
  }
  for (const [tag, href] of Object.entries(LINKS)) {
    values[tag] = (chunks) => {
      let safe = true;
      const url = href((name) => {
        const value = String(params[name] ?? '');
        if (!/^[1-9]\d{0,15}$/.test(value)) safe = false;
        return value;
      });
      return safe ? `<a href="${url}">${chunks.join('')}</a>` : chunks.join('');
    };
  }
  return formatMessage(template, lang, values, () => '').trim();
}

/** The notice's HTML in one language (not yet sanitised; the writer sanitises what it stores). */
export function renderNotice(kind: NoticeKind, params: NoticeParams, lang: Lang): string {
  if (kind === 'user.auth-result') {
    const outcome = AUTH_RESULT[String(params.result)] ?? AUTH_RESULT.reviewing!;
    return fill(outcome[lang], params, lang);
  }
  return fill(TEMPLATES[kind][lang], params, lang);
}
