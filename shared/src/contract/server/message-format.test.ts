/** @jest-environment node */
import { formatMessage } from './message-format';

describe('formatMessage', () => {
  it('fills arguments as given, numbers unformatted', () => {
    expect(formatMessage('队伍人数已满（最多 {max} 人）', 'zh-CN', { max: 5 })).toBe('队伍人数已满（最多 5 人）');
    expect(formatMessage('Line {line}: value "{value}"', 'en-US', { line: 12345, value: 0.123456 })).toBe('Line 12345: value "0.123456"');
  });

  it('shows a forgotten value as its placeholder instead of failing', () => {
    expect(formatMessage('{used}/{max}', 'en-US', { used: 3 })).toBe('3/{max}');
  });

  it('hands tag content to the function named like the tag', () => {
    expect(formatMessage('Go <link>to {name}</link>.', 'en-US', { name: 'Ada', link: (chunks) => `[${chunks.join('')}]` })).toBe(
      'Go [to Ada].',
    );
  });
});
