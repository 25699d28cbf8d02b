import { firstIncomplete, redirectMessageId, REDIRECT_DELAY_MS, safeOrigin, stepPath } from './guide-flow';

describe('guide flow', () => {
  it('goes to the first incomplete step', () => {
    expect(firstIncomplete({ step1: false, step2: false, step4: false })).toBe(1);
    expect(firstIncomplete({ step1: true, step2: false, step4: false })).toBe(2);
    expect(firstIncomplete({ step1: true, step2: true, step4: false })).toBe(4);
    expect(firstIncomplete({ step1: true, step2: true, step4: true })).toBeNull();
  });
  it('says what to complete, then redirects after 2 seconds', () => {
    expect([1, 2, 4].map((step) => redirectMessageId(step as 1 | 2 | 4))).toEqual([
      'guide.redirect.user',
      'guide.redirect.job',
      'guide.redirect.auth',
    ]);
    expect(REDIRECT_DELAY_MS).toBe(2000);
  });
  it('returns only to paths of this site', () => {
    expect(safeOrigin('/competitions/7/submits')).toBe('/competitions/7/submits');
    expect(safeOrigin('https://evil.example')).toBeNull();
    expect(safeOrigin('//evil.example')).toBeNull();
    expect(safeOrigin('/\\evil.example')).toBeNull();
    expect(stepPath(2, '/competitions/7/submits')).toBe('/guide/step-2?origin=%2Fcompetitions%2F7%2Fsubmits');
    expect(stepPath(1, null)).toBe('/guide/step-1');
  });
});
