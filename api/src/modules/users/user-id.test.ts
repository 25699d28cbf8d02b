import { AppError } from '../../errors/app-error';
import { parseUserId } from './user-id';

describe('parseUserId (spec §5 route rules)', () => {
  it('accepts a real user id', () => {
    expect(parseUserId('100001')).toBe(100001);
  });

  it.each(['', 'abc', '-5', '0', '12.5', '1e6', '100000', '99', '99999999999', ' 100001'])(
    'refuses %j as "the user you visited does not exist"',
    (raw) => {
      try {
        parseUserId(raw);
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('USER_NOT_FOUND');
        expect((error as AppError).params).toEqual({ id: raw });
      }
    },
  );
});
