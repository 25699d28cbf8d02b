// What `zod` resolves to in the browser builds (webpack alias) and in the front ends' unit tests.
//
// The contract defines every endpoint once, with zod schemas that the API validates with and that
// give the front ends their types. In a page only an endpoint's method, path and access are used,
// and the real zod would add about 90 KB of gzipped JavaScript to every area. This stand-in accepts
// any schema-building call and returns itself, so the contract's modules load and their constants,
// paths and helpers are the real ones; schema internals are not available in the browser (read
// lists and limits from `@dcic/shared/constants`, never from a schema).
type Chain = ((...args: unknown[]) => Chain) & { readonly [key: string]: Chain };

const target = function schemaFree() {
  return undefined;
};

const chain: Chain = new Proxy(target, {
  get(_target, property) {
    // Not a promise, not convertible: a stray `await` or template use stays harmless.
    if (property === 'then' || typeof property === 'symbol') return undefined;
    return chain;
  },
  apply() {
    return chain;
  },
}) as unknown as Chain;

export const z = chain;
export default chain;
