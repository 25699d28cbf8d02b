import { Alert, List, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, QueryState } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import type { PracticeAttempt } from '@dcic/shared/contract';
import { usePracticeHistory } from '../api/practice-history';

function AttemptItem({ attempt }: { attempt: PracticeAttempt }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <>
            <a href={`/education/${attempt.courseId}/problems/${attempt.problemId}`}>{attempt.problemTitle}</a>{' '}
            {attempt.status === 'scored' ? (
              <Tag color="green">
                <FormattedMessage id="practice.score" values={{ score: Math.round((attempt.score ?? 0) * 1e5) / 1e5 }} />
              </Tag>
            ) : (
              <Tag color="red">
                <FormattedMessage id="practice.failed" />
              </Tag>
            )}
          </>
        }
        description={
          <p className="pro-muted pro-history-line">
            <a href={`/education/${attempt.courseId}`}>{attempt.courseTitle}</a>
            {' · '}
            <FormattedDate value={attempt.createdAt} dateStyle="medium" timeStyle="short" />
            {attempt.reason ? ` · ${attempt.reason}` : ''}
          </p>
        }
      />
    </List.Item>
  );
}

/** The practice tab: the user's attempts at training problems (problem, course, score, time), or that they keep it private. */
export function PracticeHistoryList({ userId }: { userId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = usePracticeHistory(userId, page);
  return (
    <QueryState query={history} loading={<Spin />}>
      {(data) =>
        !data.visible ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.practiceHidden' })} />
        ) : data.total === 0 ? (
          <EmptyState />
        ) : (
          <List
            dataSource={data.list}
            rowKey={(attempt) => attempt.id}
            renderItem={(attempt) => <AttemptItem attempt={attempt} />}
            pagination={{ current: page, pageSize: PROFILE_PAGE_SIZE, total: data.total, onChange: setPage, hideOnSinglePage: true }}
          />
        )
      }
    </QueryState>
  );
}
