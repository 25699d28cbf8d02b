import { isMainlandIdNumber, isOverseasDocumentNumber, maskIdNumber } from './id-number';

describe('identity numbers', () => {
  it('checks the mainland checksum', () => {
    expect(isMainlandIdNumber('11010519491231002X')).toBe(true);
    expect(isMainlandIdNumber('11010519491231002x')).toBe(true);
    expect(isMainlandIdNumber('110105194912310021')).toBe(false);
    expect(isMainlandIdNumber('1101051949123100')).toBe(false);
  });

  it('accepts passport-like numbers for overseas documents', () => {
    expect(isOverseasDocumentNumber('E12345678')).toBe(true);
    expect(isOverseasDocumentNumber('H-123456')).toBe(true);
    expect(isOverseasDocumentNumber('12<script>')).toBe(false);
  });

  it('masks all but the first and last characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1****************X');
    expect(maskIdNumber('AB')).toBe('**');
  });
});
