import { I18nProvider } from '@dcic/shared';
import { render, screen } from '@testing-library/react';
import enUS from '../../../i18n/en-US.json';
import zhCN from '../../../i18n/zh-CN.json';
import { SubmissionStatus } from './submission-status';

function show(locale: 'zh-CN' | 'en-US', submission: Parameters<typeof SubmissionStatus>[0]['submission']) {
  const { unmount } = render(
    <I18nProvider locale={locale} messages={locale === 'zh-CN' ? zhCN : enUS}>
      <SubmissionStatus submission={submission} />
    </I18nProvider>,
  );
  const text = screen.getByText(/.+/).textContent;
  unmount();
  return text;
}

describe('SubmissionStatus', () => {
  it('shows a waiting file its place in the queue', () => {
    const waiting = { status: 'pending', queue: { state: 'queued', position: 3 } } as const;
    expect(show('zh-CN', waiting)).toBe('排队中，第 3 位');
    expect(show('en-US', waiting)).toBe('Queued, position 3');
  });

  it('shows a file being scored as scoring', () => {
    const scoring = { status: 'pending', queue: { state: 'scoring', position: null } } as const;
    expect(show('zh-CN', scoring)).toBe('评分中');
    expect(show('en-US', scoring)).toBe('Scoring');
  });

  it('shows the state of a file that is done', () => {
    expect(show('en-US', { status: 'scored', queue: null })).toBe('Scored');
    expect(show('zh-CN', { status: 'error', queue: null })).toBe('错误');
  });
});
