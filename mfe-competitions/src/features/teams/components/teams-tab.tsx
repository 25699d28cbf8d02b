import type { CompetitionDetail } from '@dcic/shared/contract';
import { requireLogin, useUser } from '@dcic/shared';
import { App, Button, Input, List, Popconfirm } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../lib/error-text';
import { useRequest } from '../../lib/use-request';
import { remember } from '../competitions/state/competition-cache';
import { CaptainPanel } from './captain-panel';
import { createTeam, listTeams, removeMember, requestToJoin, transferCaptain } from './teams-api';

/** Create or join a team; members see their team, the captain manages it. */
export function TeamsTab({ competition, onChange }: { competition: CompetitionDetail; onChange: () => void }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const { data, reload } = useRequest(() => listTeams(competition.id).then((r) => remember('team', r)), [competition.id, user?.id]);
  const me = user ? Number(user.id) : null;
  const team = data?.mine ?? null;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(intl.formatMessage({ id: done }));
      reload();
      onChange();
    } catch (error) {
      message.error(errorText(error, intl.formatMessage({ id: 'error.team' })));
    }
  };

  if (team && me !== null) {
    const captain = team.captainId === me;
    return (
      <div className="cmp-team">
        <h2>{team.name}</h2>
        {team.announcement && <p>{team.announcement}</p>}
        <List
          header={intl.formatMessage({ id: 'team.members' })}
          dataSource={team.members}
          renderItem={(m) => (
            <List.Item
              actions={
                captain && m.id !== me
                  ? [
                      <Popconfirm key="t" title={intl.formatMessage({ id: 'team.transferConfirm' }, { name: m.name })} onConfirm={() => act(() => transferCaptain(team.id, m.id), 'team.transferred')}>
                        <Button size="small">{intl.formatMessage({ id: 'team.transfer' })}</Button>
                      </Popconfirm>,
                      <Popconfirm key="r" title={intl.formatMessage({ id: 'team.removeConfirm' }, { name: m.name })} onConfirm={() => act(() => removeMember(team.id, m.id), 'team.removed')}>
                        <Button size="small" danger>{intl.formatMessage({ id: 'team.remove' })}</Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              {m.name} {m.isCaptain && <FormattedMessage id="team.captain" />}
            </List.Item>
          )}
        />
        {captain && <CaptainPanel competition={competition} team={team} onChange={() => { reload(); onChange(); }} />}
        <Popconfirm title={intl.formatMessage({ id: 'team.leaveConfirm' })} onConfirm={() => act(() => removeMember(team.id, me), 'team.left')}>
          <Button danger>{intl.formatMessage({ id: 'team.leave' })}</Button>
        </Popconfirm>
      </div>
    );
  }

  return (
    <div className="cmp-teams">
      {competition.isSignedUp ? (
        <div className="cmp-create-team">
          <Input aria-label={intl.formatMessage({ id: 'team.name' })} placeholder={intl.formatMessage({ id: 'team.name' })} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} style={{ maxWidth: 280 }} />
          <Button type="primary" disabled={!name.trim()} onClick={() => act(() => createTeam(competition.id, name.trim()), 'team.created')}>
            <FormattedMessage id="team.create" />
          </Button>
        </div>
      ) : (
        <p>
          <FormattedMessage id="team.signupFirst" />
        </p>
      )}
      <List
        header={intl.formatMessage({ id: 'team.all' })}
        dataSource={data?.list ?? []}
        renderItem={(t) => (
          <List.Item
            actions={[
              <Button
                key="join"
                size="small"
                disabled={!t.joinAvailable || !competition.isSignedUp}
                onClick={() => requireLogin() && act(() => requestToJoin(t.id, competition.id, ''), 'team.requested')}
                aria-label={intl.formatMessage({ id: 'team.requestJoinNamed' }, { name: t.name })}
              >
                <FormattedMessage id={t.joinAvailable ? 'team.requestJoin' : 'team.cannotJoin'} />
              </Button>,
            ]}
          >
            {t.name} · {t.captainName} · <FormattedMessage id="team.memberCount" values={{ count: t.memberCount }} />
          </List.Item>
        )}
      />
    </div>
  );
}
