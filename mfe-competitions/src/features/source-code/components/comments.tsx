import { errorMessage, formatDate, QueryState, requireLogin, useUser } from '@dcic/shared';
import { COMMENT_MAX } from '@dcic/shared/constants';
import { Button, Input, Spin } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/comments';
import { PagedList } from './paged-list';

/** Comments on a share, newest first, ten to a page; signed-in users add theirs. */
export function Comments({ shareId }: { shareId: number }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = useNotices();
  const [page, setPage] = useState(1);
  const [content, setContent] = useState('');
  const comments = useComments(shareId, page);
  const add = useAddComment(shareId);
  const t = (id: string) => intl.formatMessage({ id });

  const send = () => {
    if (!requireLogin()) return;
    add.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        setPage(1);
        void message.success(t('sourceCode.commented'));
      },
      onError: (error) => void message.error(errorMessage(error, intl)),
    });
  };

  return (
    <section className="cmp-comments">
      <h2>
        <FormattedMessage id="sourceCode.commentsTitle" />
      </h2>
      <div className="cmp-comment-form">
        <Input.TextArea
          aria-label={t('sourceCode.commentInput')}
          placeholder={t(user ? 'sourceCode.commentInput' : 'sourceCode.loginToComment')}
          value={content}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(e) => setContent(e.target.value)}
        />
        <Button type="primary" disabled={!content.trim()} loading={add.isPending} onClick={send}>
          <FormattedMessage id="sourceCode.comment" />
        </Button>
      </div>
      <QueryState
        query={comments}
        loading={<Spin />}
        isEmpty={(data) => data.total === 0}
        empty={<p className="cmp-hint">{t('sourceCode.noComments')}</p>}
      >
        {(data) => (
          <PagedList
            data={data}
            page={page}
            onPage={setPage}
            title={(c) => `${c.userName} · ${formatDate(c.createdAt, 'yyyy-MM-dd hh:mm')}`}
            description={(c) => <span className="cmp-comment">{c.content}</span>}
          />
        )}
      </QueryState>
    </section>
  );
}
