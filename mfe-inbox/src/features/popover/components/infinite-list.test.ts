import { INFINITE_SCROLL_DISTANCE, nearEnd } from './infinite-list';

test('the next page loads within 10 px of the end of the list', () => {
  expect(INFINITE_SCROLL_DISTANCE).toBe(10);
  expect(nearEnd({ scrollTop: 489, clientHeight: 300, scrollHeight: 800 })).toBe(false);
  expect(nearEnd({ scrollTop: 490, clientHeight: 300, scrollHeight: 800 })).toBe(true);
  expect(nearEnd({ scrollTop: 500, clientHeight: 300, scrollHeight: 800 })).toBe(true);
});
