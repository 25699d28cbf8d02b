import { Route, Routes } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import { DcicItemPage, DcicPage } from '../features/dcic';
import { ReviewPage } from '../features/editions';
import { ExpertsPage } from '../features/experts';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { InformationPage, NewsPage } from '../features/information';
import { SitePage } from '../features/pages';
import { SpecialListPage, SpecialPage } from '../features/special';

const simplePages: Array<[string, string]> = [
  ['/education', 'page.education'],
  ['/ent-apply', 'page.entApply'],
  ['/datasets', 'page.datasets'],
  ['/datasets/:id', 'page.datasets'],
  ['/discussion', 'page.discussion'],
  ['/discussion/:id', 'page.discussion'],
];

/** Cooperation, welfare and business: pages of the API's `site` section, named as their address. */
const sitePages = ['cooperation', 'cooperation_v1', 'welfare', 'business'];

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/help/:tab?" element={<HelpPage />} />
      <Route path="/information" element={<InformationPage />} />
      <Route path="/information/:id" element={<NewsPage />} />
      <Route path="/special" element={<SpecialListPage />} />
      <Route path="/special/:name/*" element={<SpecialPage />} />
      <Route path="/dcic" element={<DcicPage />} />
      <Route path="/dcic/:id" element={<DcicItemPage />} />
      <Route path="/review" element={<ReviewPage />} />
      <Route path="/experts" element={<ExpertsPage />} />
      {sitePages.map((slug) => (
        <Route key={slug} path={`/${slug}`} element={<SitePage slug={slug} />} />
      ))}
      {simplePages.map(([path, titleId]) => (
        <Route key={path} path={path} element={<AreaPage titleId={titleId} />} />
      ))}
    </Routes>
  );
}
