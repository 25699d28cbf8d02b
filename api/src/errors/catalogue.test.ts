import { LANGS } from '@dcic/shared/contract';
import { catalogue, localise, type ErrorCode } from './catalogue';

describe('error catalogue', () => {
  it('holds a valid ICU message in every language for every code', () => {
    for (const code of Object.keys(catalogue) as ErrorCode[]) {
      for (const lang of LANGS) expect(() => localise(code, lang, {})).not.toThrow();
    }
  });

  it('fills the params of raise() and leaves a missing one visible', () => {
    expect(localise('SUBMIT_QUOTA_EXCEEDED', 'en-US', { used: 3, max: 3 })).toBe('The submission quota of this schedule is used up (3/3).');
    expect(localise('TEAM_FULL', 'zh-CN', {})).toBe('队伍人数已满（最多 {max} 人）');
  });
});
