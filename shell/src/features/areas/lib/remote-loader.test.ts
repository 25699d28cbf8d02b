import { loadRemote } from '@module-federation/enhanced/runtime';
import { areaLoader } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("fetches the area's code only once what must show first is on screen", async () => {
  jest.mocked(loadRemote).mockResolvedValue(lifecycles);
  let painted = () => undefined as void;
  const first = new Promise<void>((resolve) => {
    painted = resolve;
  });
  const before = jest.fn(async () => undefined);
  const loading = areaLoader('competitions', jest.fn(), before, () => first)();
  await settle();
  expect(loadRemote).not.toHaveBeenCalled();
  painted();
  const loaded = await loading;
  expect(loadRemote).toHaveBeenCalledWith('competitions/app');
  expect(before).toHaveBeenCalled();
  expect(typeof loaded.mount).toBe('function');
});

test('a failure of what must show first does not keep the area away', async () => {
  jest.mocked(loadRemote).mockClear().mockResolvedValue(lifecycles);
  await areaLoader('community', jest.fn(), undefined, () => Promise.reject(new Error('no view')))();
  expect(loadRemote).toHaveBeenCalledWith('community/app');
});
