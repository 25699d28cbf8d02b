import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { LazyMarkdown } from './lazy-markdown';
import { LazyMarkdown as OnServer } from './lazy-markdown-on-server';

const source = '## 规则\n\n只用**公开**数据。<script>alert(1)</script>';

test('in the browser, shows the loading state until the renderer has loaded, then the cleaned text', async () => {
  const { container } = render(
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <LazyMarkdown source={source} className="cmp-text" />
    </Suspense>,
  );
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('规则');
  expect(container.querySelector('.dcic-markdown.cmp-text strong')?.textContent).toBe('公开');
  expect(container.querySelector('script')).toBeNull();
});

test('on the server, renders the text at once, in the same markup', () => {
  const html = renderToString(
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <OnServer source={source} className="cmp-text" />
    </Suspense>,
  );
  expect(html).toContain('<div class="dcic-markdown cmp-text"><h2>规则</h2>');
  expect(html).not.toContain('aria-busy');
});
