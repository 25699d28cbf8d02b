import { ApiError, isApiError, isNetworkError } from './api-error';

describe('ApiError', () => {
  it('is an Error carrying errno, HTTP status and request id', () => {
    const error = new ApiError({ message: 'Not found', errno: 'e40400', status: 404, requestId: 'r-1' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Not found', errno: 'e40400', status: 404, requestId: 'r-1' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('recognises network-unreachable texts', () => {
    expect(isNetworkError(new ApiError({ message: 'Network unreachable', errno: 'NETWORK', status: 0 }))).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new Error('Network Error'))).toBe(true);
    expect(isNetworkError(new ApiError({ message: 'x', errno: 'e40000', status: 400 }))).toBe(false);
  });
});
