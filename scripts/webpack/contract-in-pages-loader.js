// Lets a page carry only the endpoints it calls, and of each only what the call needs.
//
// A contract module is a list of `export const X = z.object(...)` and `export const y = endpoint(...)`.
// In pages `zod` is the schema-free stand-in (schema-free-zod.ts), whose calls have no effect, but the
// minifier cannot know that: it kept every schema and endpoint of every contract module a page
// reached, ~25 KB gzip in the shell and again in each area. So, in the browser builds only:
// - an endpoint's definition keeps what the client reads (method, path, access, multipart, envelope,
//   successStatus, idempotent); its schemas and its documentation are the API's;
// - every call in the initialiser of a top-level constant gets a pure annotation, so what no page code
//   reads is dropped. Calls inside functions are left alone (they run when called, and their effects
//   may matter).
const ts = require('typescript');

/** What a page never reads of an endpoint (the client uses the rest: shared/src/http). */
const apiOnly = new Set(['params', 'query', 'body', 'response', 'summary', 'tags', 'errors']);

const functionLike = new Set([
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

const parse = (source, fileName) => ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

/** Applies edits (`[start, end, text]`, not overlapping) to a source. */
function applyEdits(source, edits) {
  let result = source;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/** `endpoint({ method, path, response, summary, ... })` with the properties only the API reads left out. */
function stripEndpoints(source, fileName) {
  const file = parse(source, fileName);
  const edits = [];
  const visit = (node) => {
    const definition =
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint' && node.arguments[0];
    if (definition && ts.isObjectLiteralExpression(definition)) {
      const named = (property) =>
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text;
      const kept = definition.properties.filter((property) => !apiOnly.has(named(property)));
      if (kept.length < definition.properties.length) {
        edits.push([definition.getStart(file), definition.getEnd(), `{ ${kept.map((property) => property.getText(file)).join(', ')} }`]);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(source, edits);
}

/** The source with `/* @__PURE__ *\/` before every call and `new` of its top-level constants' initialisers. */
function annotatePure(source, fileName = 'module.js') {
  const file = parse(source, fileName);
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
  return applyEdits(
    source,
    [...positions].map((position) => [position, position, '/* @__PURE__ */ ']),
  );
}

/** A contract module as pages get it. */
function forPages(source, fileName = 'module.js') {
  return annotatePure(stripEndpoints(source, fileName), fileName);
}

/** Runs after esbuild-loader (`enforce: 'post'`), on JavaScript. Source maps are dropped for these files: the shift is small. */
module.exports = function contractInPagesLoader(source) {
  return forPages(source, this.resourcePath);
};
module.exports.forPages = forPages;
