/** Node's own require, handed over by native-environment.js; see there for why. */
export function nativeRequire<T>(id: string): T {
  return loader()(id) as T;
}

export function nativeResolve(id: string): string {
  return loader().resolve(id);
}

function loader(): NodeJS.Require {
  const load = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
  if (!load) throw new Error('Run this test under @jest-environment ./src/test/native-environment.js');
  return load;
}
