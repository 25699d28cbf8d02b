import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownProps {
  source: string;
  className?: string;
}

/** A Markdown text as safe HTML (see renderMarkdown). */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={['dcic-markdown', className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
