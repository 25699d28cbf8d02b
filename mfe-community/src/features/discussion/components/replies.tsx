import { QueryState } from '@dcic/shared';
import { REPLY_PAGE_SIZE } from '@dcic/shared/constants';
import type { PostDetail } from '@dcic/shared/contract';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Pages } from '@dcic/shared/pages';
import { useReplies } from '../api/replies';
import { pageCount } from '../lib/list-query';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';

/** A post's replies (a question's answers, the accepted one first), their pages and the form to add one. */
export function Replies({ post }: { post: PostDetail }) {
  const [page, setPage] = useState(1);
  const replies = useReplies(post.id, page);
  const answers = post.kind === 'question';
  return (
    <section className="com-page com-replies" aria-labelledby="com-replies-title">
      <h2 id="com-replies-title">
        <FormattedMessage id={answers ? 'discussion.answers' : 'discussion.replies'} values={{ count: post.replies }} />
      </h2>
      <QueryState
        query={replies}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id={answers ? 'discussion.noAnswers' : 'discussion.noReplies'} />
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="com-reply-list">
              {data.list.map((reply) => (
                <li key={reply.id}>
                  <ReplyItem post={post} reply={reply} />
                </li>
              ))}
            </ul>
            <Pages className="com-pager" page={page} pages={pageCount(data.total, REPLY_PAGE_SIZE)} onChange={setPage} />
          </>
        )}
      </QueryState>
      <ReplyForm post={post} />
    </section>
  );
}
