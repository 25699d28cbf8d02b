import { errorMessage, formatDate, QueryState } from '@dcic/shared';
import { APPEAL_MAX } from '@dcic/shared/constants';
import type { AttachedTeam } from '@dcic/shared/contract';
import { Alert, Button, Input, List, Spin, Tag } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppeals } from '../api/appeals';
import { useCreateAppeal } from '../api/create-appeal';

const STATUS_COLOURS = { pending: 'blue', accepted: 'green', rejected: 'red' } as const;

/**
 * The team's cheating verdict and its appeals: members read why and what staff replied; the captain
 * appeals while the verdict stands and no appeal is waiting.
 */
export function CheatAppeal({ competitionId, team, isCaptain }: { competitionId: number; team: AttachedTeam; isCaptain: boolean }) {
  const intl = useIntl();
  const { message } = useNotices();
  const appeals = useAppeals(competitionId, team.id);
  const create = useCreateAppeal(competitionId, team.id);
  const [content, setContent] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const verdict = team.cheatVerdict;

  return (
    <section className="cmp-appeal">
      {verdict && <Alert type="error" showIcon message={t('cheat.banner')} description={t('cheat.reason', { reason: verdict.reason })} />}
      <QueryState query={appeals} loading={<Spin />}>
        {(list) => {
          const waiting = list.some((a) => a.status === 'pending');
          return (
            <>
              {list.length > 0 && (
                <List
                  header={t('cheat.appeals')}
                  dataSource={list}
                  renderItem={(a) => (
                    <List.Item>
                      <List.Item.Meta
                        title={
                          <>
                            <Tag color={STATUS_COLOURS[a.status]}>{t(`cheat.status.${a.status}`)}</Tag>{' '}
                            {formatDate(a.createdAt, 'yyyy-MM-dd hh:mm')}
                          </>
                        }
                        description={
                          <>
                            <span className="cmp-comment">{a.content}</span>
                            {a.reply && <p className="cmp-hint">{t('cheat.reply', { reply: a.reply })}</p>}
                          </>
                        }
                      />
                    </List.Item>
                  )}
                />
              )}
              {verdict && isCaptain && !waiting && (
                <div className="cmp-comment-form">
                  <Input.TextArea
                    aria-label={t('cheat.appealInput')}
                    placeholder={t('cheat.appealInput')}
                    rows={3}
                    maxLength={APPEAL_MAX}
                    value={content}
                    onChange={(e) => setContent(e.target.value)}
                  />
                  <Button
                    type="primary"
                    disabled={!content.trim()}
                    loading={create.isPending}
                    onClick={() =>
                      create.mutate(content.trim(), {
                        onSuccess: () => {
                          setContent('');
                          void message.success(t('cheat.appealed'));
                        },
                        onError: (error) => void message.error(errorMessage(error, intl)),
                      })
                    }
                  >
                    <FormattedMessage id="cheat.appeal" />
                  </Button>
                </div>
              )}
              {verdict && waiting && <p className="cmp-hint">{t('cheat.waiting')}</p>}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
