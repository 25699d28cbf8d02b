import { DOCUMENT_LIMITS as CONTRACT_LIMITS } from '@dcic/shared/contract';
import { acceptOf, DOCUMENT_LIMITS, documentProblem } from './document-rules';

describe('document upload rules per kind', () => {
  it('match the contract', () => {
    expect(DOCUMENT_LIMITS).toEqual(CONTRACT_LIMITS);
  });
  it('mainland: jpg or png up to 500 KB', () => {
    expect(documentProblem('mainland', { size: 500 * 1024, type: 'image/png' })).toBeNull();
    expect(documentProblem('mainland', { size: 500 * 1024 + 1, type: 'image/jpeg' })).toBe('size');
    expect(documentProblem('mainland', { size: 10, type: 'image/bmp' })).toBe('type');
    expect(acceptOf('mainland')).toBe('image/jpeg,image/png');
  });
  it('overseas: jpg, png or bmp up to 3 MB', () => {
    expect(documentProblem('overseas', { size: 3 * 1024 * 1024, type: 'image/bmp' })).toBeNull();
    expect(documentProblem('overseas', { size: 3 * 1024 * 1024 + 1, type: 'image/png' })).toBe('size');
    expect(documentProblem('overseas', { size: 10, type: 'application/pdf' })).toBe('type');
  });
});
