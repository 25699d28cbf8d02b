import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import type { PostAuthor, PostDetail, PostSummary, Reply } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';

function Location() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** Renders routes of the area at an address, in Chinese unless told. */
export function renderRoutes(routes: ReactNode, path: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes}
              <Route path="*" element={null} />
            </Routes>
            <Location />
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

export const address = () => screen.getByRole('status', { name: 'address' }).textContent;

const alice: PostAuthor = { id: 11, userName: 'alice', name: '爱丽丝', avatar: null };
export const bob: PostAuthor = { id: 12, userName: 'bob', name: '鲍勃', avatar: null };

export function summary(id: number, title: string, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id,
    kind: 'topic',
    board: { id: 1, name: '综合讨论', competitionId: null },
    author: alice,
    title,
    excerpt: `${title}的摘要`,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    lastReplyAt: null,
    views: 12,
    likes: 3,
    replies: 2,
    collections: 1,
    solved: false,
    abnormal: false,
    ...overrides,
  };
}

export function detail(id: number, title: string, overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...summary(id, title),
    body: '<p>正文</p>',
    acceptedReplyId: null,
    moderationReason: null,
    viewer: { liked: false, collected: false, isAuthor: false, canModerate: false },
    ...overrides,
  };
}

export function reply(id: number, postId: number, overrides: Partial<Reply> = {}): Reply {
  return {
    id,
    postId,
    author: bob,
    body: `<p>回复 ${id}</p>`,
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    likes: 0,
    accepted: false,
    abnormal: false,
    moderationReason: null,
    viewer: { liked: false, isAuthor: false, canModerate: false },
    ...overrides,
  };
}
