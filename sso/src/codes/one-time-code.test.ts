import { codeMatches, generateCode, hashCode } from './one-time-code';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a salted hash that only the code matches', () => {
    const stored = hashCode('012345');
    expect(stored).toMatch(/^sha256\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('012345');
    expect(hashCode('012345')).not.toBe(stored);
    expect(codeMatches('012345', stored)).toBe(true);
    expect(codeMatches('012346', stored)).toBe(false);
    expect(codeMatches('012345', 'scrypt$x$y')).toBe(false);
    expect(codeMatches('012345', '')).toBe(false);
  });
});
