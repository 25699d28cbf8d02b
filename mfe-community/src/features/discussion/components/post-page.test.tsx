import { ApiError, sessionStore, userAtom } from '@dcic/shared';
import {
  acceptAnswer,
  deleteReply,
  getPost,
  likePost,
  listReplies,
  moderatePost,
  unlikePost,
  updateReply,
  type PostDetail,
  type ReplyList,
} from '@dcic/shared/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from '@dcic/shared/router';
import { PostPage } from './post-page';
import { bob, detail, renderRoutes, reply } from './test-render';

const api = jest.fn();
const requireLogin = jest.fn();
jest.mock('@dcic/shared', () => ({
  ...jest.requireActual('@dcic/shared'),
  api: (...args: unknown[]) => api(...args),
  requireLogin: (...args: unknown[]) => requireLogin(...args),
}));
// The editor itself is exercised in the browser journey; here the form needs only a text area.
jest.mock('./lazy-editor', () => ({
  LazyEditor: ({ label, initialHtml, onChange }: { label: string; initialHtml?: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialHtml} onChange={(event) => onChange(event.target.value)} />
  ),
}));

type Answer = (endpoint: unknown, input: { params: { id: number }; body?: unknown }) => unknown;

function answer(handler: Answer) {
  api.mockImplementation(async (endpoint: unknown, input: { params: { id: number }; body?: unknown }) => {
    const result = handler(endpoint, input);
    if (result === undefined) throw new Error('unexpected call');
    return result;
  });
}

const renderPost = (id: number, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderRoutes(<Route path="/discussion/:id" element={<PostPage />} />, `/discussion/${id}`, locale);

const signIn = (id: number) => act(() => sessionStore.set(userAtom, { id, userId: `sso-${id}` }));

beforeEach(() => {
  api.mockReset();
  requireLogin.mockReset();
  sessionStore.set(userAtom, null);
});

test('shows the post with its author and cleaned body; a visitor liking it is sent to sign in', async () => {
  const post = detail(5, '组队交流', {
    replies: 1,
    body: '<h2>找队友</h2><p>欢迎<strong>加入</strong><script>alert(1)</script></p><img src="https://evil.example/x.png">',
  });
  const replies: ReplyList = { list: [reply(50, 5)], total: 1 };
  answer((endpoint) => (endpoint === getPost ? post : endpoint === listReplies ? replies : undefined));
  const { container } = renderPost(5);
  expect(await screen.findByRole('heading', { level: 1, name: '组队交流' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: '找队友' })).toBeTruthy();
  expect(container.querySelector('strong')?.textContent).toBe('加入');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img[src^="https"]')).toBeNull();
  expect(screen.getAllByRole('link', { name: '爱丽丝' })[0]!.getAttribute('href')).toBe('/users/11');
  expect(await screen.findByText('回复 50')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '回复（1）' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  expect(screen.queryByRole('button', { name: '标记异常' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '点赞 3' }));
  expect(requireLogin).toHaveBeenCalled();
  expect(api).not.toHaveBeenCalledWith(likePost, expect.anything());
  expect(screen.getByRole('button', { name: '登录后回复' })).toBeTruthy();
});

test('a signed-in reader likes the post and takes the like back', async () => {
  signIn(12);
  let liked = false;
  answer((endpoint) => {
    if (endpoint === getPost) return detail(5, '组队交流');
    if (endpoint === listReplies) return { list: [], total: 0 };
    if (endpoint === likePost) return { liked: (liked = true), likes: 4 };
    if (endpoint === unlikePost) return { liked: (liked = false), likes: 3 };
    return undefined;
  });
  renderPost(5);
  fireEvent.click(await screen.findByRole('button', { name: '点赞 3' }));
  const pressed = await screen.findByRole('button', { name: '点赞 4' });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  expect(liked).toBe(true);
  fireEvent.click(pressed);
  expect((await screen.findByRole('button', { name: '点赞 3' })).getAttribute('aria-pressed')).toBe('false');
  expect(api).toHaveBeenCalledWith(unlikePost, { params: { id: 5 } });
  expect(screen.getByText('还没有回复')).toBeTruthy();
});

test('the asker accepts an answer and sees it marked; another reader cannot accept', async () => {
  signIn(11);
  let accepted: number | null = null;
  const question = (): PostDetail =>
    detail(8, '特征怎么选？', {
      kind: 'question',
      solved: accepted !== null,
      acceptedReplyId: accepted,
      viewer: { liked: false, collected: false, isAuthor: true, canModerate: false },
    });
  const answers = (): ReplyList => ({
    list: [reply(80, 8, { accepted: accepted === 80 }), reply(81, 8, { author: { ...bob, id: 13, name: '卡罗尔' } })],
    total: 2,
  });
  answer((endpoint, input) => {
    if (endpoint === getPost) return question();
    if (endpoint === listReplies) return answers();
    if (endpoint === acceptAnswer) {
      accepted = (input.body as { replyId: number }).replyId;
      return { postId: 8, acceptedReplyId: accepted };
    }
    return undefined;
  });
  renderPost(8);
  expect(await screen.findByRole('heading', { name: '回答（2）' })).toBeTruthy();
  const first = await screen.findByRole('article', { name: '鲍勃' });
  fireEvent.click(within(first).getByRole('button', { name: '采纳为答案' }));
  expect(await within(screen.getByRole('article', { name: '鲍勃' })).findByText('已采纳')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(acceptAnswer, { params: { id: 8 }, body: { replyId: 80 } });
  expect(within(screen.getByRole('article', { name: '鲍勃' })).getByRole('button', { name: '取消采纳' })).toBeTruthy();
  expect(screen.getAllByText('已解决').length).toBeGreaterThan(0);
});

test('a reader who did not ask sees no way to accept', async () => {
  signIn(12);
  answer((endpoint) =>
    endpoint === getPost
      ? detail(8, '特征怎么选？', { kind: 'question' })
      : endpoint === listReplies
        ? { list: [reply(80, 8)], total: 1 }
        : undefined,
  );
  renderPost(8);
  expect(await screen.findByText('回复 80')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '采纳为答案' })).toBeNull();
  expect(screen.getByRole('textbox', { name: '写下你的回答' })).toBeTruthy();
});

test('staff mark a post abnormal with a reason; its author then sees the notice; others get the not-found message', async () => {
  signIn(99);
  let abnormal = false;
  answer((endpoint, input) => {
    if (endpoint === getPost)
      return detail(5, '广告帖', {
        abnormal,
        moderationReason: abnormal ? '广告' : null,
        viewer: { liked: false, collected: false, isAuthor: false, canModerate: true },
      });
    if (endpoint === listReplies) return { list: [], total: 0 };
    if (endpoint === moderatePost) {
      abnormal = (input.body as { abnormal: boolean }).abnormal;
      return { id: 5, abnormal };
    }
    return undefined;
  });
  const staff = renderPost(5);
  fireEvent.click(await screen.findByRole('button', { name: '标记异常' }));
  fireEvent.change(screen.getByRole('textbox', { name: '标记原因（选填）' }), { target: { value: '广告' } });
  fireEvent.click(screen.getByRole('button', { name: '确认标记' }));
  expect(await screen.findByRole('button', { name: '恢复' })).toBeTruthy();
  expect(api).toHaveBeenCalledWith(moderatePost, { params: { id: 5 }, body: { abnormal: true, reason: '广告' } });
  staff.unmount();

  signIn(11);
  answer((endpoint) =>
    endpoint === getPost
      ? detail(5, '广告帖', {
          abnormal: true,
          moderationReason: '广告',
          viewer: { liked: false, collected: false, isAuthor: true, canModerate: false },
        })
      : endpoint === listReplies
        ? { list: [], total: 0 }
        : undefined,
  );
  const author = renderPost(5, 'en-US');
  expect((await screen.findByText(/Staff marked this post abnormal/)).textContent).toContain('Reason: 广告');
  expect(screen.getByText('Abnormal')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/discussion/5/edit');
  expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  author.unmount();

  signIn(12);
  api.mockRejectedValue(new ApiError({ message: '帖子不存在或已被删除', errno: 'e40480', status: 404, requestId: 'r-2' }));
  renderPost(5);
  expect((await screen.findByRole('alert')).textContent).toContain('帖子不存在或已被删除');
  expect(screen.queryByRole('heading', { name: '广告帖' })).toBeNull();
});

const mine = { liked: false, isAuthor: true, canModerate: false };
const carol = { ...bob, id: 13, userName: 'carol', name: '卡罗尔' };

test('the author of a reply edits it in place with the editor and sees the saved text', async () => {
  signIn(12);
  let body = '<p>回复 50</p>';
  answer((endpoint, input) => {
    if (endpoint === getPost) return detail(5, '组队交流');
    if (endpoint === listReplies) return { list: [reply(50, 5, { body, viewer: mine })], total: 1 };
    if (endpoint === updateReply) {
      body = (input.body as { body: string }).body;
      return reply(50, 5, { body, viewer: mine });
    }
    return undefined;
  });
  renderPost(5);
  const item = await screen.findByRole('article', { name: '鲍勃' });
  fireEvent.click(within(item).getByRole('button', { name: '编辑' }));
  const editor = within(item).getByRole('textbox', { name: '编辑你的回复' }) as HTMLTextAreaElement;
  expect(editor.value).toBe('<p>回复 50</p>');
  // The list keeps one editor at a time in the reply itself, without its actions.
  expect(within(item).queryByRole('button', { name: '编辑' })).toBeNull();
  fireEvent.change(editor, { target: { value: '<p>改过的回复</p>' } });
  fireEvent.click(within(item).getByRole('button', { name: '保存修改' }));

  expect(await within(item).findByText('改过的回复')).toBeTruthy();
  expect(within(item).queryByRole('textbox')).toBeNull();
  expect(api).toHaveBeenCalledWith(updateReply, { params: { id: 50 }, body: { body: '<p>改过的回复</p>' } });
  expect(within(item).getByRole('button', { name: '编辑' })).toBeTruthy();
});

test('cancelling an edit keeps the reply as it was; a refused save says why in the reader language', async () => {
  signIn(12);
  answer((endpoint) => {
    if (endpoint === getPost) return detail(8, '特征怎么选？', { kind: 'question' });
    if (endpoint === listReplies) return { list: [reply(80, 8, { viewer: mine })], total: 1 };
    if (endpoint === updateReply)
      throw new ApiError({ message: 'The body is empty once cleaned.', errno: 'e40061', status: 400, requestId: 'r-3' });
    return undefined;
  });
  renderPost(8, 'en-US');
  const item = await screen.findByRole('article', { name: '鲍勃' });
  fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
  fireEvent.change(within(item).getByRole('textbox', { name: 'Edit your answer' }), { target: { value: '<p>draft</p>' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
  expect(within(item).getByText('回复 80')).toBeTruthy();
  expect(api).not.toHaveBeenCalledWith(updateReply, expect.anything());

  fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
  fireEvent.change(within(item).getByRole('textbox', { name: 'Edit your answer' }), { target: { value: '<script></script>' } });
  fireEvent.click(within(item).getByRole('button', { name: 'Save changes' }));
  expect((await within(item).findByRole('alert')).textContent).toContain('The body is empty once cleaned.');
  expect(within(item).getByRole('textbox', { name: 'Edit your answer' })).toBeTruthy();
});

test('the author deletes an answer only after confirming, and it leaves the list', async () => {
  signIn(12);
  let answers = [reply(80, 8, { viewer: mine }), reply(81, 8, { author: carol })];
  answer((endpoint, input) => {
    if (endpoint === getPost) return detail(8, '特征怎么选？', { kind: 'question', replies: answers.length });
    if (endpoint === listReplies) return { list: answers, total: answers.length };
    if (endpoint === deleteReply) {
      answers = answers.filter((item) => item.id !== input.params.id);
      return { id: input.params.id };
    }
    return undefined;
  });
  renderPost(8);
  expect(await screen.findByRole('heading', { name: '回答（2）' })).toBeTruthy();
  const item = await screen.findByRole('article', { name: '鲍勃' });
  fireEvent.click(within(item).getByRole('button', { name: '删除' }));
  expect(within(item).getByRole('group').textContent).toContain('回答删除后无法恢复，确定删除吗？');
  fireEvent.click(within(item).getByRole('button', { name: '取消' }));
  expect(api).not.toHaveBeenCalledWith(deleteReply, expect.anything());

  fireEvent.click(within(item).getByRole('button', { name: '删除' }));
  fireEvent.click(within(item).getByRole('button', { name: '确定删除' }));
  expect(await screen.findByRole('heading', { name: '回答（1）' })).toBeTruthy();
  expect(screen.queryByRole('article', { name: '鲍勃' })).toBeNull();
  expect(screen.getByRole('article', { name: '卡罗尔' })).toBeTruthy();
  expect(api).toHaveBeenCalledWith(deleteReply, { params: { id: 80 } });
});

test('a refused delete says why and keeps the reply', async () => {
  signIn(12);
  answer((endpoint) => {
    if (endpoint === getPost) return detail(5, '组队交流');
    if (endpoint === listReplies) return { list: [reply(50, 5, { viewer: mine })], total: 1 };
    if (endpoint === deleteReply) throw new ApiError({ message: '回复不存在或已被删除', errno: 'e40481', status: 404, requestId: 'r-4' });
    return undefined;
  });
  renderPost(5);
  const item = await screen.findByRole('article', { name: '鲍勃' });
  fireEvent.click(within(item).getByRole('button', { name: '删除' }));
  fireEvent.click(within(item).getByRole('button', { name: '确定删除' }));
  expect((await within(item).findByRole('alert')).textContent).toBe('回复不存在或已被删除');
  expect(within(item).getByText('回复 50')).toBeTruthy();
});

test("nobody gets edit or delete on somebody else's reply", async () => {
  signIn(13);
  answer((endpoint) =>
    endpoint === getPost
      ? detail(5, '组队交流')
      : endpoint === listReplies
        ? { list: [reply(50, 5), reply(51, 5, { author: carol, viewer: mine })], total: 2 }
        : undefined,
  );
  renderPost(5);
  const theirs = await screen.findByRole('article', { name: '鲍勃' });
  expect(within(theirs).getByText('回复 50')).toBeTruthy();
  expect(within(theirs).queryByRole('button', { name: '编辑' })).toBeNull();
  expect(within(theirs).queryByRole('button', { name: '删除' })).toBeNull();
  const own = screen.getByRole('article', { name: '卡罗尔' });
  expect(within(own).getByRole('button', { name: '编辑' })).toBeTruthy();
  expect(within(own).getByRole('button', { name: '删除' })).toBeTruthy();
});
