import { renderNotice } from './notice-templates';
import { escapeHtml, sanitizeNoticeHtml } from './sanitize';
import { XSS_PAYLOADS } from './xss-payloads';

describe('sanitizeNoticeHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs from %s', (payload) => {
    const clean = sanitizeNoticeHtml(`<p>${payload}</p>`);
    expect(clean).not.toMatch(/<(script|img|svg|iframe|object|style|math|form|input|body|details|video|source|embed)\b/i);
    for (const tag of clean.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag).not.toMatch(/\son\w+\s*=|javascript:|style=/i);
    }
  });

  it('keeps the allowed markup and makes links safe to open', () => {
    expect(sanitizeNoticeHtml('<b>bold</b> <a href="/users/1" onclick="x()">you</a>')).toBe(
      '<b>bold</b> <a href="/users/1" rel="noopener noreferrer">you</a>',
    );
  });
});

describe('renderNotice', () => {
  it('escapes params and links only numeric ids', () => {
    expect(renderNotice('user.new-follower', { followerId: 100002, followerName: '<b>Eve</b>' }, 'en-US')).toBe(
      '<a href="/users/100002">&lt;b&gt;Eve&lt;/b&gt;</a> started following you.',
    );
    expect(renderNotice('user.new-follower', { followerId: 'javascript:alert(1)', followerName: 'Eve' }, 'en-US')).toBe(
      'Eve started following you.',
    );
  });

  it('words the authentication result itself', () => {
    expect(renderNotice('user.auth-result', { result: 'succeeded' }, 'zh-CN')).toBe('你的身份认证已通过。');
    expect(renderNotice('user.auth-result', { result: '<script>' }, 'en-US')).toBe('Your identity documents are under review.');
  });

  it('takes a param in the reader language when the sender gave one per language', () => {
    const params = {
      'competitionName.zh-CN': '智慧医疗',
      'competitionName.en-US': 'Smart healthcare',
      competitionId: 7,
      'reason.zh-CN': '第 2 行不是数字',
      'reason.en-US': 'line 2 is not a number',
    };
    expect(renderNotice('submission.failed', params, 'en-US')).toBe(
      'Your submission to "Smart healthcare" could not be scored: line 2 is not a number. <a href="/competitions/7/submits">View submissions</a>',
    );
    expect(renderNotice('submission.failed', params, 'zh-CN')).toContain('你在「智慧医疗」的提交评分失败：第 2 行不是数字。');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
