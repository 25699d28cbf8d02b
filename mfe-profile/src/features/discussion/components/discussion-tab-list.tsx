import { EmptyState, QueryState } from '@dcic/shared';
import { PROFILE_PAGE_SIZE, type DiscussionProfileTab } from '@dcic/shared/constants';
import type { DiscussionTabItem } from '@dcic/shared/contract';
import { Alert, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useDiscussionTab } from '../api/discussion-tab';

const kindIds = {
  topic: 'discussionTab.kind.topic',
  question: 'discussionTab.kind.question',
  article: 'discussionTab.kind.article',
} as const;
const emptyIds: Record<DiscussionProfileTab, string> = {
  publishes: 'discussionTab.empty.publishes',
  answers: 'discussionTab.empty.answers',
  asks: 'discussionTab.empty.asks',
  articles: 'discussionTab.empty.articles',
  collections: 'discussionTab.empty.collections',
  'abnormal-answers': 'discussionTab.empty.abnormalAnswers',
  'abnormal-asks': 'discussionTab.empty.abnormalAsks',
};

function Reason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Typography.Text type="danger">
      <FormattedMessage id="discussionTab.reason" values={{ reason }} />
    </Typography.Text>
  );
}

function ItemRow({ item }: { item: DiscussionTabItem }) {
  const { reply } = item;
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <Space size={6} wrap>
            <Tag>
              <FormattedMessage id={kindIds[item.kind]} />
            </Tag>
            {item.kind === 'question' && item.solved && (
              <Tag color="green">
                <FormattedMessage id="discussionTab.solved" />
              </Tag>
            )}
            {(reply ? reply.abnormal : item.abnormal) && (
              <Tag color="red">
                <FormattedMessage id="discussionTab.abnormal" />
              </Tag>
            )}
            <a href={reply ? `/discussion/${item.id}#reply-${reply.id}` : `/discussion/${item.id}`}>{item.title}</a>
          </Space>
        }
        description={
          <Space orientation="vertical" size={2}>
            {reply ? (
              <span>
                {reply.accepted && (
                  <Tag color="green">
                    <FormattedMessage id="discussionTab.accepted" />
                  </Tag>
                )}
                {reply.excerpt}
              </span>
            ) : (
              <span>{item.excerpt}</span>
            )}
            <Space size={12} wrap>
              <span>{item.board.name}</span>
              <FormattedDate value={reply ? reply.createdAt : item.createdAt} year="numeric" month="2-digit" day="2-digit" />
              {!reply && <FormattedMessage id="discussionTab.counts" values={{ replies: item.replies, likes: item.likes }} />}
            </Space>
            {reply ? reply.abnormal && <Reason reason={reply.moderationReason} /> : null}
          </Space>
        }
      />
    </List.Item>
  );
}

/** A profile tab of the community's discussion: the user's posts, answers, questions, articles, collections or abnormal items. */
export function DiscussionTabList({ userId, tab }: { userId: number; tab: DiscussionProfileTab }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const content = useDiscussionTab(userId, tab, page);
  return (
    <QueryState query={content} loading={<Spin />}>
      {(data) =>
        !data.visible ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'discussionTab.ownerOnly' })} />
        ) : data.list.length === 0 ? (
          <EmptyState description={intl.formatMessage({ id: emptyIds[tab] })} />
        ) : (
          <List
            dataSource={data.list}
            rowKey={(item) => (item.reply ? `r${item.reply.id}` : `p${item.id}`)}
            renderItem={(item) => <ItemRow item={item} />}
            pagination={
              data.total > PROFILE_PAGE_SIZE
                ? { current: page, pageSize: PROFILE_PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false }
                : false
            }
          />
        )
      }
    </QueryState>
  );
}
