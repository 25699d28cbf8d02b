// Marks the contract's definitions as pure in the browser builds, so a page carries only the endpoints
// it calls.
//
// A contract module is a list of `export const X = z.object(...)` and `export const y = endpoint(...)`.
// In pages `zod` is the schema-free stand-in (schema-free-zod.ts), whose calls have no effect, but the
// minifier cannot know that: it kept every schema and endpoint of every contract module a page
// reached, ~25 KB gzip in the shell and again in each area. Every call in the initialiser of a
// top-level constant gets a pure annotation, so what no page code reads is dropped. Calls inside
// functions are left alone (they run when called, and their effects may matter).
const ts = require('typescript');

const functionLike = new Set([
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

/** The source with `/* @__PURE__ *\/` before every call and `new` of its top-level constants' initialisers. */
function annotatePure(source, fileName = 'module.js') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const positions = new Set();
  const visit = (node) => {
    if (functionLike.has(node.kind)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) positions.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  // A chain (`z.object(…).meta(…)`) starts its calls at one position: one annotation covers them all.
  let result = source;
  for (const position of [...positions].sort((a, b) => b - a)) {
    result = `${result.slice(0, position)}/* @__PURE__ */ ${result.slice(position)}`;
  }
  return result;
}

/** Runs after esbuild-loader (`enforce: 'post'`), on JavaScript. Source maps are dropped for these files: the shift is small. */
module.exports = function pureContractLoader(source) {
  return annotatePure(source, this.resourcePath);
};
module.exports.annotatePure = annotatePure;
