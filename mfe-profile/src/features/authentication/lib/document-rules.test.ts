import { acceptOf, documentProblem, sizeLimitOf } from './document-rules';

describe('document upload rules per kind', () => {
  it('mainland: jpg or png up to 500 KB', () => {
    expect(documentProblem('mainland', { size: 500 * 1024, type: 'image/png' })).toBeNull();
    expect(documentProblem('mainland', { size: 500 * 1024 + 1, type: 'image/jpeg' })).toBe('size');
    expect(documentProblem('mainland', { size: 10, type: 'image/bmp' })).toBe('type');
    expect(acceptOf('mainland')).toBe('image/jpeg,image/png');
    expect(sizeLimitOf('mainland')).toBe('500 KB');
  });
  it('overseas: jpg, png or bmp up to 3 MB', () => {
    expect(documentProblem('overseas', { size: 3 * 1024 * 1024, type: 'image/bmp' })).toBeNull();
    expect(documentProblem('overseas', { size: 3 * 1024 * 1024 + 1, type: 'image/png' })).toBe('size');
    expect(documentProblem('overseas', { size: 10, type: 'application/pdf' })).toBe('type');
    expect(sizeLimitOf('overseas')).toBe('3 MB');
  });
});
