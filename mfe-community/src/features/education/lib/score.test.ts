import { formatScore, levelMessage } from './score';

describe('practice scores', () => {
  it('keeps five decimals at most', () => {
    expect(formatScore(0.876543219)).toBe('0.87654');
    expect(formatScore(12.5)).toBe('12.5');
    expect(formatScore(1)).toBe('1');
  });

  it('names the level message', () => {
    expect(levelMessage('beginner')).toBe('education.level.beginner');
  });
});
