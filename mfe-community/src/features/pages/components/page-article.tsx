import { QueryState } from '@dcic/shared';
import type { PageSection } from '@dcic/shared/contract';
import type { ReactNode } from 'react';
import { usePage } from '../api/page';
import { MarkdownBody } from './markdown-body';

interface PageArticleProps {
  section: PageSection;
  slug: string;
  /** Shown above the title (a way back). */
  before?: ReactNode;
}

/** A content page of the API: its title and its Markdown body; an unknown page shows the API's localised error. */
export function PageArticle({ section, slug, before }: PageArticleProps) {
  const page = usePage(section, slug);
  return (
    <article className="com-page com-content-page" aria-labelledby="com-content-title">
      {before}
      <QueryState query={page} loading={<p className="com-loading" aria-busy="true" />}>
        {(found) => (
          <>
            <h1 id="com-content-title">{found.title}</h1>
            <MarkdownBody source={found.body} />
          </>
        )}
      </QueryState>
    </article>
  );
}
