import { PageArticle } from './page-article';

/** `/cooperation`, `/cooperation_v1`, `/welfare`, `/business`: a page of the `site` section. */
export function SitePage({ slug }: { slug: string }) {
  return (
    <div className="com-content-layout">
      <PageArticle key={slug} section="site" slug={slug} />
    </div>
  );
}
