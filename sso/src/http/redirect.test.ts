import { safeRedirect } from './redirect';

const trusted = ['http://localhost:8080', 'http://localhost:6060'];
const fallback = 'http://localhost:8080/';

describe('safeRedirect', () => {
  it.each([
    ['http://localhost:8080/competitions?id=3#rules', 'http://localhost:8080/competitions?id=3#rules'],
    ['http://localhost:8080', 'http://localhost:8080/'],
    ['http://localhost:6060/zh-cn/phone/binding', 'http://localhost:6060/zh-cn/phone/binding'],
  ])('honours %s', (raw, expected) => {
    expect(safeRedirect(raw, trusted, fallback)).toBe(expected);
  });

  it.each([
    'https://evil.com/',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:8080@evil.com/',
    'http://user:pass@localhost:8080/',
    'https://localhost:8080/',
    'http://localhost:8081/',
    'http://localhost.evil.com:8080/',
    'http:\tevil.com',
    '/\t/evil.com',
    'http://[::1',
    '/users/7',
    'users/7',
    '%%%',
    '',
    'x'.repeat(3000),
  ])('refuses %s', (raw) => {
    expect(safeRedirect(raw, trusted, fallback)).toBe(fallback);
  });

  it('refuses anything but a string', () => {
    expect(safeRedirect(['http://localhost:8080/'], trusted, fallback)).toBe(fallback);
    expect(safeRedirect(undefined, trusted, fallback)).toBe(fallback);
  });
});
