import { errorMessage, QueryState, requireLogin, useUser } from '@dcic/shared';
import { TEAM_NAME_MAX } from '@dcic/shared/constants';
import type { AttachedTeam, CompetitionDetail, TeamSummary } from '@dcic/shared/contract';
import { Button, Input, List, Popconfirm, Spin } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTeams } from '../api/teams';
import { useCreateTeam } from '../api/create-team';
import { useRemoveMember } from '../api/remove-member';
import { useRequestToJoin } from '../api/request-to-join';
import { useTransferCaptain } from '../api/transfer-captain';
import { CaptainPanel } from './captain-panel';
import { CheatAppeal } from './cheat-appeal';

/**
 * Reports a team change: the success text, or the error in the visitor's words. It follows the
 * change's promise (`mutateAsync`), not `mutate`'s callbacks: those are dropped when the change
 * unmounts the component that made it, as leaving or founding a team swaps the team for the list.
 */
function useOutcome() {
  const intl = useIntl();
  const { message } = useNotices();
  return (change: Promise<unknown>, done: string) =>
    void change.then(
      () => message.success(intl.formatMessage({ id: done })),
      (error: unknown) => message.error(errorMessage(error, intl)),
    );
}

/** Create or join a team; members see their team, the captain manages it. */
export function TeamsTab({ competition }: { competition: CompetitionDetail }) {
  const user = useUser();
  const teams = useTeams(competition.id);
  const me = user ? Number(user.id) : null;
  return (
    <QueryState query={teams} loading={<Spin />}>
      {(data) =>
        data.mine && me !== null ? (
          <MyTeam competition={competition} team={data.mine} me={me} />
        ) : (
          <AllTeams competition={competition} teams={data.list} />
        )
      }
    </QueryState>
  );
}

function MyTeam({ competition, team, me }: { competition: CompetitionDetail; team: AttachedTeam; me: number }) {
  const intl = useIntl();
  const outcome = useOutcome();
  const transfer = useTransferCaptain(competition.id, team.id);
  const remove = useRemoveMember(competition.id, team.id);
  const captain = team.captainId === me;
  return (
    <div className="cmp-team">
      <h2>{team.name}</h2>
      {team.announcement && <p>{team.announcement}</p>}
      <List
        header={intl.formatMessage({ id: 'teams.members' })}
        dataSource={team.members}
        renderItem={(m) => (
          <List.Item
            actions={
              captain && m.id !== me
                ? [
                    <Popconfirm
                      key="t"
                      title={intl.formatMessage({ id: 'teams.transferConfirm' }, { name: m.name })}
                      onConfirm={() => outcome(transfer.mutateAsync(m.id), 'teams.transferred')}
                    >
                      <Button size="small">{intl.formatMessage({ id: 'teams.transfer' })}</Button>
                    </Popconfirm>,
                    <Popconfirm
                      key="r"
                      title={intl.formatMessage({ id: 'teams.removeConfirm' }, { name: m.name })}
                      onConfirm={() => outcome(remove.mutateAsync(m.id), 'teams.removed')}
                    >
                      <Button size="small" danger>
                        {intl.formatMessage({ id: 'teams.remove' })}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            {m.name} {m.isCaptain && <FormattedMessage id="teams.captain" />}
          </List.Item>
        )}
      />
      {captain && <CaptainPanel competition={competition} team={team} />}
      <CheatAppeal competitionId={competition.id} team={team} isCaptain={captain} />
      <Popconfirm title={intl.formatMessage({ id: 'teams.leaveConfirm' })} onConfirm={() => outcome(remove.mutateAsync(me), 'teams.left')}>
        <Button danger>{intl.formatMessage({ id: 'teams.leave' })}</Button>
      </Popconfirm>
    </div>
  );
}

function AllTeams({ competition, teams }: { competition: CompetitionDetail; teams: TeamSummary[] }) {
  const intl = useIntl();
  const outcome = useOutcome();
  const [name, setName] = useState('');
  const create = useCreateTeam(competition.id);
  const join = useRequestToJoin(competition.id);
  return (
    <div className="cmp-teams">
      {competition.isSignedUp ? (
        <div className="cmp-create-team">
          <Input
            aria-label={intl.formatMessage({ id: 'teams.name' })}
            placeholder={intl.formatMessage({ id: 'teams.name' })}
            value={name}
            maxLength={TEAM_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          <Button
            type="primary"
            disabled={!name.trim()}
            loading={create.isPending}
            onClick={() => outcome(create.mutateAsync(name.trim()), 'teams.created')}
          >
            <FormattedMessage id="teams.create" />
          </Button>
        </div>
      ) : (
        <p>
          <FormattedMessage id="teams.signupFirst" />
        </p>
      )}
      <List
        header={intl.formatMessage({ id: 'teams.all' })}
        dataSource={teams}
        renderItem={(t) => (
          <List.Item
            actions={[
              <Button
                key="join"
                size="small"
                disabled={!t.joinAvailable || !competition.isSignedUp}
                onClick={() => requireLogin() && outcome(join.mutateAsync(t.id), 'teams.requested')}
                aria-label={intl.formatMessage({ id: 'teams.requestJoinNamed' }, { name: t.name })}
              >
                <FormattedMessage id={t.joinAvailable ? 'teams.requestJoin' : 'teams.cannotJoin'} />
              </Button>,
            ]}
          >
            {t.name} · {t.captainName} · <FormattedMessage id="teams.memberCount" values={{ count: t.memberCount }} />
          </List.Item>
        )}
      />
    </div>
  );
}
