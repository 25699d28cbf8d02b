import { ErrorNotice, errorMessage } from '@dcic/shared';
import { TEAM_ANNOUNCEMENT_MAX, TEAM_MENTOR_MAX, TEAM_MENTOR_ORGANISATION_MAX, TEAM_NAME_MAX } from '@dcic/shared/constants';
import type { AttachedTeam, CompetitionDetail } from '@dcic/shared/contract';
import { Badge, Button, Form, Input, List, Switch } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDisposeJoinRequest } from '../api/dispose-join-request';
import { useJoinRequests } from '../api/join-requests';
import { useUpdateTeam } from '../api/update-team';

/** Captain only: team info, join switch, join requests with the undisposed count. */
export function CaptainPanel({ competition, team }: { competition: CompetitionDetail; team: AttachedTeam }) {
  const intl = useIntl();
  const { message } = useNotices();
  const requests = useJoinRequests(competition.id, team.id);
  const update = useUpdateTeam(competition.id, team.id);
  const dispose = useDisposeJoinRequest(competition.id, team.id);
  const fail = (error: unknown) => message.error(errorMessage(error, intl));

  const save = (values: { name: string; announcement: string; mentor: string; mentorOrganisation: string }) =>
    update.mutate(values, { onSuccess: () => message.success(intl.formatMessage({ id: 'teams.saved' })), onError: fail });
  const decide = (requestId: number, action: 'accept' | 'deny') =>
    dispose.mutate(
      { requestId, action },
      {
        onSuccess: () => message.success(intl.formatMessage({ id: action === 'accept' ? 'teams.accepted' : 'teams.denied' })),
        onError: fail,
      },
    );

  return (
    <div className="cmp-captain">
      <Form layout="inline" initialValues={team} onFinish={save}>
        <Form.Item name="name" label={intl.formatMessage({ id: 'teams.name' })} rules={[{ required: true, max: TEAM_NAME_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="announcement" label={intl.formatMessage({ id: 'teams.announcement' })} rules={[{ max: TEAM_ANNOUNCEMENT_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mentor" label={intl.formatMessage({ id: 'teams.mentor' })} rules={[{ max: TEAM_MENTOR_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="mentorOrganisation"
          label={intl.formatMessage({ id: 'teams.mentorOrganisation' })}
          rules={[{ max: TEAM_MENTOR_ORGANISATION_MAX }]}
        >
          <Input />
        </Form.Item>
        <Button htmlType="submit" loading={update.isPending}>
          <FormattedMessage id="teams.save" />
        </Button>
      </Form>
      <label className="cmp-join-switch">
        <Switch
          checked={team.joinAvailable}
          loading={update.isPending}
          onChange={(joinAvailable) => update.mutate({ joinAvailable }, { onError: fail })}
        />{' '}
        <FormattedMessage id={team.joinAvailable ? 'teams.canApply' : 'teams.cannotJoin'} />
      </label>
      <h3>
        <Badge count={requests.data?.undisposed ?? 0} offset={[12, 0]}>
          <FormattedMessage id="teams.requests" />
        </Badge>
      </h3>
      {requests.isError ? (
        <ErrorNotice error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <List
          loading={requests.isPending}
          dataSource={(requests.data?.list ?? []).filter((r) => r.status === 'pending')}
          locale={{ emptyText: intl.formatMessage({ id: 'teams.noRequests' }) }}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button key="a" size="small" type="primary" onClick={() => decide(r.id, 'accept')}>
                  <FormattedMessage id="teams.accept" />
                </Button>,
                <Button key="d" size="small" onClick={() => decide(r.id, 'deny')}>
                  <FormattedMessage id="teams.deny" />
                </Button>,
              ]}
            >
              {r.userName} {r.message && `: ${r.message}`}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
