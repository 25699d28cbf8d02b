import { errorMessage, formatDate, QueryState } from '@dcic/shared';
import { CHEAT_REASON_MAX } from '@dcic/shared/constants';
import type { StaffAppeal } from '@dcic/shared/contract';
import { Button, Card, Input, InputNumber, List, Space, Spin, Tag } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCheatCases } from '../api/cheat-cases';
import { useCheatDecision, type CheatDecision } from '../api/cheat-decisions';

/** Staff only: flag a team as cheating, lift a verdict, and decide appeals with a reply to the team. */
export function CheatCases({ competitionId }: { competitionId: number }) {
  const intl = useIntl();
  const { message } = useNotices();
  const cases = useCheatCases(competitionId);
  const decision = useCheatDecision(competitionId);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const run = (what: CheatDecision, done: () => void = () => undefined) =>
    decision.mutate(what, {
      onSuccess: () => {
        done();
        void message.success(t('cheat.saved'));
      },
      onError: (error) => void message.error(errorMessage(error, intl)),
    });

  return (
    <Card size="small" title={t('cheat.staffTitle')} className="cmp-cheat-cases">
      <Space wrap>
        <InputNumber
          aria-label={t('cheat.teamId')}
          placeholder={t('cheat.teamId')}
          min={1}
          value={teamId}
          onChange={(value) => setTeamId(value)}
        />
        <Input
          aria-label={t('cheat.flagReason')}
          placeholder={t('cheat.flagReason')}
          maxLength={CHEAT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          style={{ minWidth: 280 }}
        />
        <Button
          danger
          disabled={!teamId || !reason.trim()}
          loading={decision.isPending}
          onClick={() =>
            run({ kind: 'flag', teamId: teamId!, reason: reason.trim() }, () => {
              setTeamId(null);
              setReason('');
            })
          }
        >
          <FormattedMessage id="cheat.flag" />
        </Button>
      </Space>
      <QueryState query={cases} loading={<Spin />}>
        {(data) => (
          <>
            <List
              header={t('cheat.flagged')}
              dataSource={data.flagged}
              locale={{ emptyText: t('cheat.noneFlagged') }}
              renderItem={(f) => (
                <List.Item
                  actions={[
                    <Button key="lift" size="small" onClick={() => run({ kind: 'unflag', teamId: f.teamId })}>
                      {t('cheat.lift')}
                    </Button>,
                  ]}
                >
                  {f.teamName} (#{f.teamId}) · {f.reason} · {f.flaggedBy} · {formatDate(f.createdAt, 'yyyy-MM-dd hh:mm')}
                </List.Item>
              )}
            />
            <List
              header={t('cheat.appeals')}
              dataSource={data.appeals}
              locale={{ emptyText: t('cheat.noAppeals') }}
              renderItem={(a) => <AppealItem appeal={a} run={run} />}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function AppealItem({ appeal, run }: { appeal: StaffAppeal; run: (what: CheatDecision) => void }) {
  const intl = useIntl();
  const [reply, setReply] = useState('');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <>
            <Tag>{t(`cheat.status.${appeal.status}`)}</Tag> {appeal.teamName} · {formatDate(appeal.createdAt, 'yyyy-MM-dd hh:mm')}
          </>
        }
        description={<span className="cmp-comment">{appeal.content}</span>}
      />
      {appeal.status === 'pending' ? (
        <Space wrap>
          <Input
            aria-label={t('cheat.replyInput')}
            placeholder={t('cheat.replyInput')}
            maxLength={CHEAT_REASON_MAX}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
          <Button type="primary" onClick={() => run({ kind: 'decide', appealId: appeal.id, decision: 'accept', reply: reply.trim() })}>
            {t('cheat.accept')}
          </Button>
          <Button danger onClick={() => run({ kind: 'decide', appealId: appeal.id, decision: 'reject', reply: reply.trim() })}>
            {t('cheat.reject')}
          </Button>
        </Space>
      ) : (
        appeal.reply && <span className="cmp-hint">{appeal.reply}</span>
      )}
    </List.Item>
  );
}
