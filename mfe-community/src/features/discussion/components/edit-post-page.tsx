import { AreaPage, QueryState } from '@dcic/shared';
import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from '@dcic/shared/router';
import { usePost } from '../api/post';
import { useUpdatePost } from '../api/update-post';
import { postIdFrom } from '../lib/post-path';
import { BackLink } from './post-page';
import { PostForm } from './post-form';
import { useSignedInPage } from './write-post-page';

function EditForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const post = usePost(id);
  const update = useUpdatePost();
  return (
    <QueryState query={post} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) =>
        data.viewer.isAuthor ? (
          <PostForm
            initial={{ boardId: data.board.id, kind: data.kind, title: data.title, body: data.body }}
            pending={update.isPending}
            error={update.error}
            submitId="discussion.form.save"
            onSubmit={(draft) =>
              update.mutate({ id, body: { title: draft.title, body: draft.body } }, { onSuccess: () => navigate(`/discussion/${id}`) })
            }
          />
        ) : (
          <p role="alert">
            <FormattedMessage id="discussion.notYours" />
          </p>
        )
      }
    </QueryState>
  );
}

/** `/discussion/:id/edit`: the author edits the title and body of their post. */
export function EditPostPage() {
  const { id } = useParams();
  const signedIn = useSignedInPage();
  const number = postIdFrom(id, MAX_RECORD_ID);
  return (
    <AreaPage titleId="discussion.editPost">
      <BackLink />
      {number === null ? (
        <p role="alert">
          <FormattedMessage id="discussion.notFound" />
        </p>
      ) : signedIn ? (
        <EditForm key={number} id={number} />
      ) : null}
    </AreaPage>
  );
}
