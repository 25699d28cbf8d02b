/** @jest-environment node */
import { classesOf, requiredClasses, usedRules, usedStyles, withoutStyleRecord } from './used-styles';

test('the classes of some HTML, and the classes a selector needs', () => {
  expect([...classesOf('<div class="a  b"><span class="c">x</span><p class="">y</p></div>')]).toEqual(['a', 'b', 'c']);
  expect(requiredClasses('.a .b:hover>.c::after')).toEqual(['a', 'b', 'c']);
  // Under :not(), :where(), :is(), :has() and in attribute values: not needed.
  expect(requiredClasses(':where(.css-1).btn:not(.btn-disabled):is(.x, .y)')).toEqual(['btn']);
  expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
  expect(requiredClasses('.css-var-\\_R\\_0\\_')).toEqual(['css-var-_R_0_']);
});

test('keeps the rules that can match the classes, each selector list cut to what can, and what is not a rule', () => {
  const css = [
    ':root{--x:1}',
    '.btn{color:red}',
    '.btn-danger{color:blue}',
    '.btn:not(.btn-disabled):hover{color:green}',
    '.btn-danger,.btn-primary{border:0}',
    '@media (max-width:600px){.btn-danger{margin:0}}',
    '@media (max-width:600px){.btn{margin:1px}}',
    '@keyframes spin{from{opacity:0}to{opacity:1}}',
    'a{color:inherit}',
  ].join('');
  expect(usedRules(css, new Set(['btn', 'btn-primary']))).toBe(
    [
      ':root{--x:1}',
      '.btn{color:red}',
      '.btn:not(.btn-disabled):hover{color:green}',
      '.btn-primary{border:0}',
      '@media (max-width:600px){.btn{margin:1px}}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
      'a{color:inherit}',
    ].join(''),
  );
});

test("style elements cut to the view's rules, an empty one dropped, and antd's record of them taken out", () => {
  const html = '<button class="btn">x</button>';
  const styles =
    '<style data-css-hash="a">.btn{color:red}.tag{color:blue}</style><style data-css-hash="b">.tag{margin:0}</style>' +
    '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"Button:a"}</style>';
  expect(usedStyles(withoutStyleRecord(styles), html)).toBe('<style data-css-hash="a">.btn{color:red}</style>');
});

test('a sheet cut once is not cut again for the same classes, and is cut anew for others', () => {
  const css = '.btn{color:red}.tag{color:blue}';
  expect(usedRules(css, new Set(['btn']))).toBe('.btn{color:red}');
  expect(usedRules(css, new Set(['btn']))).toBe('.btn{color:red}');
  expect(usedRules(css, new Set(['tag']))).toBe('.tag{color:blue}');
  expect(usedRules(css, new Set(['btn', 'tag']))).toBe(css);
});
