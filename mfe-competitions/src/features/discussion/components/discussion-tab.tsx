import { QueryState } from '@dcic/shared';
import type { PostSummary } from '@dcic/shared/contract';
import { Button, Empty, List, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useBoardPosts } from '../api/board-posts';
import { useCompetitionBoard } from '../api/competition-board';
import { BOARD_TAB_POSTS } from '../lib/board-tab';

function PostRow({ post }: { post: PostSummary }) {
  return (
    <List.Item
      extra={
        <span className="cmp-discuss-counts">
          <FormattedMessage id={post.kind === 'question' ? 'discuss.answers' : 'discuss.replies'} values={{ count: post.replies }} />
        </span>
      }
    >
      <List.Item.Meta
        title={
          <Space size={6}>
            <Tag>
              <FormattedMessage id={`discuss.kind.${post.kind}`} />
            </Tag>
            {post.kind === 'question' && post.solved && (
              <Tag color="green">
                <FormattedMessage id="discuss.solved" />
              </Tag>
            )}
            <a href={`/discussion/${post.id}`}>{post.title}</a>
          </Space>
        }
        description={
          <Space size={12}>
            <a href={`/users/${post.author.id}`}>{post.author.name || post.author.userName}</a>
            <FormattedDate value={post.createdAt} year="numeric" month="2-digit" day="2-digit" />
          </Space>
        }
      />
    </List.Item>
  );
}

/** The discuss tab: the competition's own board, its latest posts and the way to write a new one. */
export function DiscussionTab({ competitionId }: { competitionId: number }) {
  const [page, setPage] = useState(1);
  const board = useCompetitionBoard(competitionId);
  const posts = useBoardPosts(competitionId, page);
  return (
    <QueryState query={board} loading={<Spin />}>
      {(current) => {
        const newTopic = (
          <Button type="primary" href={`/discussion/new?board=${current.id}`}>
            <FormattedMessage id="discuss.newTopic" />
          </Button>
        );
        return (
          <section aria-label={current.name}>
            <Space className="cmp-discuss-head" wrap>
              <h2>{current.name}</h2>
              {newTopic}
              <a href={`/discussion?board=${current.id}`}>
                <FormattedMessage id="discuss.openBoard" />
              </a>
            </Space>
            {current.description && <p>{current.description}</p>}
            <QueryState
              query={posts}
              loading={<Spin />}
              isEmpty={(data) => data.list.length === 0}
              empty={<Empty description={<FormattedMessage id="discuss.empty" />} />}
            >
              {(data) => (
                <List
                  dataSource={data.list}
                  rowKey="id"
                  renderItem={(post) => <PostRow post={post} />}
                  pagination={
                    data.total > BOARD_TAB_POSTS
                      ? { current: page, pageSize: BOARD_TAB_POSTS, total: data.total, onChange: setPage, showSizeChanger: false }
                      : false
                  }
                />
              )}
            </QueryState>
          </section>
        );
      }}
    </QueryState>
  );
}
