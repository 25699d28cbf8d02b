import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SafeHtml, sanitizeHtml } from './safe-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Same list the API tests store in notices; here the browser's own pass must leave them inert.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<span style="background:url(javascript:alert(1))">x</span>',
];

describe('SafeHtml', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<SafeHtml html={`<b>ok</b>${payload}`} />));
    expect(container.querySelector('script, img, svg, iframe, math, style, details')).toBeNull();
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on|^style$/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    expect(container.querySelector('b')?.textContent).toBe('ok');
    act(() => root.unmount());
  });

  it('keeps allowed links', () => {
    expect(sanitizeHtml('<a href="/users/1" rel="noopener noreferrer">x</a>')).toBe('<a href="/users/1" rel="noopener noreferrer">x</a>');
  });
});
