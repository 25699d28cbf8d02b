import type { CompetitionDetail } from '@dcic/shared/contract';
import { useUser } from '@dcic/shared';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRequest } from '../../lib/use-request';
import { getInvite } from '../competitions/api/competitions-api';
import { createInvitationCode } from '../teams/teams-api';

export function InviteTab({ competition }: { competition: CompetitionDetail }) {
  const user = useUser();
  const [code, setCode] = useState<string | null>(null);
  const { data } = useRequest(() => (user ? getInvite(competition.id) : Promise.resolve(undefined)), [competition.id, user?.id]);
  if (!user) return <p><FormattedMessage id="detail.loginHint" /></p>;
  const isCaptain = competition.attachedTeam?.captainId === Number(user.id);
  const shown = code ?? data?.invitationCode ?? null;
  return (
    <div className="cmp-invite">
      <p>
        <FormattedMessage id="invite.link" />
      </p>
      <Typography.Paragraph copyable>{data?.inviteLink ?? ''}</Typography.Paragraph>
      {isCaptain && (
        <>
          <p>
            <FormattedMessage id="invite.code" />
          </p>
          {shown ? <Input readOnly value={shown} style={{ maxWidth: 240 }} /> : <Button onClick={async () => setCode((await createInvitationCode(competition.id)).code)}><FormattedMessage id="invite.makeCode" /></Button>}
        </>
      )}
    </div>
  );
}
