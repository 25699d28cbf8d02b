import { AreaContext, areaNamed, I18nProvider } from '@dcic/shared';
import type { PostSummary } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
// As the home page takes it: from the feature's entry.
import { CommunityHighlights } from '..';

const post = (id: number, title: string, kind: 'topic' | 'question', replies: number, solved = false) =>
  ({
    id,
    title,
    kind,
    solved,
    abnormal: false,
    replies,
    board: { id: 1, name: '赛题交流', competitionId: null },
  }) as PostSummary;

test('shows the hottest posts with their board and replies, and the way to the discussion', () => {
  render(
    <AreaContext.Provider value={areaNamed('community')}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter>
          <CommunityHighlights posts={[post(7, '信贷违约赛题的特征怎么做？', 'question', 6, true), post(3, '复赛经验分享', 'topic', 2)]} />
        </MemoryRouter>
      </I18nProvider>
    </AreaContext.Provider>,
  );
  expect(screen.getByRole('link', { name: '信贷违约赛题的特征怎么做？' }).getAttribute('href')).toBe('/discussion/7');
  expect(screen.getByText('已解决')).toBeTruthy();
  expect(screen.getByText('赛题交流 · 6 条回复')).toBeTruthy();
  expect(screen.getByRole('link', { name: '进入社区讨论' }).getAttribute('href')).toBe('/discussion');
});
