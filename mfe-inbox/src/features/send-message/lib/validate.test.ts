import { MESSAGE_MAX_LENGTH } from '@dcic/shared/constants';
import { clampMessage, searchKeyword, sendProblem } from './validate';

describe('sendProblem', () => {
  const ok = { signedIn: true, receiverId: 100002, content: 'hi' };
  it('asks to log in first', () => expect(sendProblem({ ...ok, signedIn: false })).toBe('send.loginFirst'));
  it('needs a receiver', () => expect(sendProblem({ ...ok, receiverId: null })).toBe('send.noReceiver'));
  it('refuses empty and blank content', () => {
    expect(sendProblem({ ...ok, content: '' })).toBe('send.empty');
    expect(sendProblem({ ...ok, content: '  \n ' })).toBe('send.empty');
  });
  it('allows 255 characters, counting an emoji once', () => {
    expect(sendProblem({ ...ok, content: 'a'.repeat(MESSAGE_MAX_LENGTH) })).toBeNull();
    expect(sendProblem({ ...ok, content: '😀'.repeat(MESSAGE_MAX_LENGTH) })).toBeNull();
    expect(sendProblem({ ...ok, content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toBe('send.tooLong');
  });
  it('passes a good draft', () => expect(sendProblem(ok)).toBeNull());
});

describe('searchKeyword', () => {
  it('trims and skips empty keywords', () => {
    expect(searchKeyword('  li ')).toBe('li');
    expect(searchKeyword('   ')).toBeNull();
    expect(searchKeyword('')).toBeNull();
  });
});

describe('clampMessage', () => {
  it('cuts at 255 characters without breaking a surrogate pair', () => {
    const clamped = clampMessage('😀'.repeat(300));
    expect([...clamped]).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(clamped.length).toBe(MESSAGE_MAX_LENGTH * 2);
  });
});
