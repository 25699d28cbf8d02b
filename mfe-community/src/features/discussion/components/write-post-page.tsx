import { AreaPage, isSignedIn, QueryState, requireLogin, useUser } from '@dcic/shared';
import { POST_KINDS } from '@dcic/shared/constants';
import type { PostKind } from '@dcic/shared/contract';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from '@dcic/shared/router';
import { useBoards } from '../api/boards';
import { useCreatePost } from '../api/create-post';
import { BackLink } from './post-page';
import { PostForm } from './post-form';

/** A visitor is sent to sign in; the form shows once they are back. */
export function useSignedInPage(): boolean {
  const user = useUser();
  const signedIn = isSignedIn(user);
  useEffect(() => {
    if (!signedIn) requireLogin();
  }, [signedIn]);
  return signedIn;
}

function NewPostForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const boards = useBoards();
  const create = useCreatePost();
  const kind = POST_KINDS.find((name): name is PostKind => name === params.get('kind')) ?? 'topic';
  return (
    <QueryState query={boards} loading={<p className="com-loading" aria-busy="true" />}>
      {(list) => {
        const asked = Number(params.get('board'));
        const boardId = list.find((board) => board.id === asked)?.id ?? list[0]?.id;
        return (
          <PostForm
            initial={{ boardId, kind, title: '', body: '' }}
            boards={list}
            pending={create.isPending}
            error={create.error}
            submitId="discussion.form.publish"
            onSubmit={(draft) =>
              create.mutate(
                { boardId: draft.boardId!, kind: draft.kind, title: draft.title, body: draft.body },
                { onSuccess: (post) => navigate(`/discussion/${post.id}`, { replace: true }) },
              )
            }
          />
        );
      }}
    </QueryState>
  );
}

/** `/discussion/new`: write a topic, question or article (`?board=` and `?kind=` choose them ahead). */
export function NewPostPage() {
  const signedIn = useSignedInPage();
  return (
    <AreaPage titleId="discussion.newPost">
      <BackLink />
      {signedIn ? (
        <NewPostForm />
      ) : (
        <p>
          <FormattedMessage id="discussion.signInToPost" />
        </p>
      )}
    </AreaPage>
  );
}
