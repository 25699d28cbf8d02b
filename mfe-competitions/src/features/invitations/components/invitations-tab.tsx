import { errorMessage, QueryState, useUser } from '@dcic/shared';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Button, Input, Spin, Typography } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateInvitationCode } from '../api/create-invitation-code';
import { useInvitation } from '../api/invitation';
import { JoinByCode } from './join-by-code';

/**
 * A player without a team joins one with an invitation code (typed, or from the captain's link); the
 * caller's invitation link; the captain also sees (or makes) the team's code, which the link then carries.
 */
export function InvitationsTab({
  competition,
  invitationCode,
  inviter,
}: {
  competition: CompetitionDetail;
  invitationCode?: string;
  inviter: () => number | undefined;
}) {
  const user = useUser();
  return (
    <div className="cmp-invite">
      {!competition.attachedTeam && <JoinByCode competition={competition} initialCode={invitationCode} inviter={inviter} />}
      {user && <InvitationLink competition={competition} me={Number(user.id)} />}
    </div>
  );
}

function InvitationLink({ competition, me }: { competition: CompetitionDetail; me: number }) {
  const intl = useIntl();
  const { message } = useNotices();
  const invitation = useInvitation(competition.id, true);
  const makeCode = useCreateInvitationCode(competition.id);
  const isCaptain = competition.attachedTeam?.captainId === me;
  return (
    <QueryState query={invitation} loading={<Spin />}>
      {(data) => (
        <>
          <p>
            <FormattedMessage id={data.invitationCode ? 'invitations.joinLink' : 'invitations.link'} />
          </p>
          <Typography.Paragraph copyable>{data.inviteLink}</Typography.Paragraph>
          {isCaptain && (
            <>
              <p>
                <FormattedMessage id="invitations.code" />
              </p>
              {data.invitationCode ? (
                <Input
                  readOnly
                  aria-label={intl.formatMessage({ id: 'invitations.code' })}
                  value={data.invitationCode}
                  style={{ maxWidth: 240 }}
                />
              ) : (
                <Button
                  loading={makeCode.isPending}
                  onClick={() => makeCode.mutate(undefined, { onError: (error) => message.error(errorMessage(error, intl)) })}
                >
                  <FormattedMessage id="invitations.makeCode" />
                </Button>
              )}
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
