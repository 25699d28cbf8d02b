import type { AttachedTeam, CompetitionDetail } from '@dcic/shared/contract';
import { App, Badge, Button, Form, Input, List, Switch } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../lib/error-text';
import { useRequest } from '../../lib/use-request';
import { disposeRequest, listRequests, updateTeam } from './teams-api';

/** Captain only: team info, join switch, join requests with the undisposed count. */
export function CaptainPanel({ competition, team, onChange }: { competition: CompetitionDetail; team: AttachedTeam; onChange: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const { data, reload } = useRequest(() => listRequests(team.id, competition.id), [team.id]);
  const fail = (error: unknown) => message.error(errorText(error, intl.formatMessage({ id: 'error.team' })));

  const save = async (values: { name: string; announcement: string; mentor: string; mentorOrganisation: string }) => {
    try {
      await updateTeam(team.id, values);
      message.success(intl.formatMessage({ id: 'team.saved' }));
      onChange();
    } catch (error) {
      fail(error);
    }
  };
  const dispose = async (requestId: number, action: 'accept' | 'deny') => {
    try {
      await disposeRequest(team.id, requestId, action);
      message.success(intl.formatMessage({ id: action === 'accept' ? 'team.accepted' : 'team.denied' }));
      reload();
      onChange();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="cmp-captain">
      <Form layout="inline" initialValues={team} onFinish={save}>
        <Form.Item name="name" label={intl.formatMessage({ id: 'team.name' })} rules={[{ required: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="announcement" label={intl.formatMessage({ id: 'team.announcement' })} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mentor" label={intl.formatMessage({ id: 'team.mentor' })} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mentorOrganisation" label={intl.formatMessage({ id: 'team.mentorOrganisation' })} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">
          <FormattedMessage id="team.save" />
        </Button>
      </Form>
      <label className="cmp-join-switch">
        <Switch
          checked={team.joinAvailable}
          onChange={async (joinAvailable) => {
            try {
              await updateTeam(team.id, { joinAvailable });
              onChange();
            } catch (error) {
              fail(error);
            }
          }}
        />{' '}
        <FormattedMessage id={team.joinAvailable ? 'team.canApply' : 'team.cannotJoin'} />
      </label>
      <h3>
        <Badge count={data?.undisposed ?? 0} offset={[12, 0]}>
          <FormattedMessage id="team.requests" />
        </Badge>
      </h3>
      <List
        dataSource={(data?.list ?? []).filter((r) => r.status === 'pending')}
        locale={{ emptyText: intl.formatMessage({ id: 'team.noRequests' }) }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button key="a" size="small" type="primary" onClick={() => dispose(r.id, 'accept')}>
                <FormattedMessage id="team.accept" />
              </Button>,
              <Button key="d" size="small" onClick={() => dispose(r.id, 'deny')}>
                <FormattedMessage id="team.deny" />
              </Button>,
            ]}
          >
            {r.userName} {r.message && `: ${r.message}`}
          </List.Item>
        )}
      />
    </div>
  );
}
