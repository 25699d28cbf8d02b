import { containsPattern, escapeLike } from './like-pattern';

test("LIKE's wildcards and its escape are taken literally", () => {
  expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  expect(containsPattern('冠军')).toBe('%冠军%');
  expect(containsPattern('50%')).toBe('%50\\%%');
});
