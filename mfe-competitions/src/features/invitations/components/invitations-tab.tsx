import { errorMessage, QueryState, useUser } from '@dcic/shared';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { App, Button, Input, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateInvitationCode } from '../api/create-invitation-code';
import { useInvitation } from '../api/invitation';

/** The caller's invitation link; the captain also sees (or makes) the team's invitation code. */
export function InvitationsTab({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = App.useApp();
  const invitation = useInvitation(competition.id, user !== null);
  const makeCode = useCreateInvitationCode(competition.id);
  if (!user) {
    return (
      <p>
        <FormattedMessage id="detail.loginHint" />
      </p>
    );
  }
  const isCaptain = competition.attachedTeam?.captainId === Number(user.id);
  return (
    <QueryState query={invitation} loading={<Spin />}>
      {(data) => (
        <div className="cmp-invite">
          <p>
            <FormattedMessage id="invitations.link" />
          </p>
          <Typography.Paragraph copyable>{data.inviteLink}</Typography.Paragraph>
          {isCaptain && (
            <>
              <p>
                <FormattedMessage id="invitations.code" />
              </p>
              {data.invitationCode ? (
                <Input readOnly value={data.invitationCode} style={{ maxWidth: 240 }} />
              ) : (
                <Button loading={makeCode.isPending} onClick={() => makeCode.mutate(undefined, { onError: (error) => message.error(errorMessage(error, intl)) })}>
                  <FormattedMessage id="invitations.makeCode" />
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </QueryState>
  );
}
