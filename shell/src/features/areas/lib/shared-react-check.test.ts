import { majorOf, sharedReactMismatch } from './shared-react-check';

describe('the shared React check of a remote', () => {
  it('reads the major version a range pins, and nothing from a wider range', () => {
    expect(majorOf('^17.0.2')).toBe(17);
    expect(majorOf('~18.2.0')).toBe(18);
    expect(majorOf('19.1.0')).toBe(19);
    expect(majorOf('19.x')).toBe(19);
    expect(majorOf('19.0.0-rc.1')).toBe(19);
    expect(majorOf('*')).toBeUndefined();
    expect(majorOf('>=16')).toBeUndefined();
  });

  it('refuses a remote that asks for another React major than the page shares, and names both', () => {
    const shared = [
      { name: 'antd', version: '5.0.0', requiredVersion: '^5.0.0' },
      { name: 'react', version: '17.0.2', requiredVersion: '^17.0.2' },
    ];
    const problem = sharedReactMismatch('inbox', shared, '19.1.0');
    expect(problem).toContain('area inbox refused');
    expect(problem).toContain('react ^17.0.2');
    expect(problem).toContain('react 19.1.0');
  });

  it('lets a remote through when its React fits, or when it says nothing narrower', () => {
    expect(sharedReactMismatch('inbox', [{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }], '19.1.0')).toBeUndefined();
    expect(sharedReactMismatch('inbox', [{ name: 'react-dom', version: '19.1.0', requiredVersion: '*' }], '19.1.0')).toBeUndefined();
    expect(sharedReactMismatch('inbox', [], '19.1.0')).toBeUndefined();
  });

  it('falls back on the version the remote was built with when it gives no range', () => {
    expect(sharedReactMismatch('review', [{ name: 'react-dom', version: '18.3.1' }], '19.1.0')).toContain('react-dom ^18.3.1');
  });
});
