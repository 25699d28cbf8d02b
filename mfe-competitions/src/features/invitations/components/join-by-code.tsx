import { errorMessage, ErrorNotice, requireLogin, useUser } from '@dcic/shared';
import { INVITATION_CODE_MAX } from '@dcic/shared/constants';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Button, Card, Input, Spin } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { needsAuthentication, useAuthenticationPrompt } from '../../competitions';
import { useInvitationTeam } from '../api/find-invitation';
import { useJoinWithCode } from '../api/join-with-code';

/**
 * Join a team with its invitation code, typed or brought by the captain's link: the team is shown
 * first, then one click signs the caller up (when needed) and joins. No approval is waited for: the
 * code is the captain's consent.
 */
export function JoinByCode({
  competition,
  initialCode,
  inviter,
}: {
  competition: CompetitionDetail;
  initialCode?: string;
  inviter: () => number | undefined;
}) {
  const intl = useIntl();
  const user = useUser();
  const { message } = useNotices();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState(initialCode ?? '');
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const team = useInvitationTeam(code, user !== null);
  const authentication = useAuthenticationPrompt();
  const join = useJoinWithCode(competition.id, {
    onJoined: () => void message.success(t('invitations.joined')),
    onFailed: (error, { signUpFirst: signingUp }) => {
      if (authentication.askIfRefused(error)) return;
      // Spec §8: a signup that fails without the API's own reason says 赛题报名失败.
      void message.error(errorMessage(error, intl, t(signingUp ? 'detail.signupFailed' : 'invitations.teamInfoFailed')));
    },
  });
  const signUpFirst = !competition.isSignedUp;

  const lookUp = () => {
    if (!requireLogin()) return;
    const value = typed.trim().toUpperCase();
    if (value) setCode(value);
  };
  const onJoin = (teamId: number) => {
    if (!requireLogin() || !code) return;
    if (signUpFirst && needsAuthentication(competition, 'signup')) return authentication.ask();
    join.mutate({ teamId, invitationCode: code, signUpFirst, inviter: inviter() });
  };

  const found = team.data;
  return (
    <Card size="small" title={t('invitations.joinTitle')} className="cmp-join-by-code">
      <div className="cmp-create-team">
        <Input
          aria-label={t('invitations.codeInput')}
          placeholder={t('invitations.codeInput')}
          value={typed}
          maxLength={INVITATION_CODE_MAX}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={lookUp}
          style={{ maxWidth: 240 }}
        />
        <Button onClick={lookUp} disabled={!typed.trim()}>
          <FormattedMessage id="invitations.lookUp" />
        </Button>
      </div>
      {!user && (
        <p className="cmp-hint">
          <FormattedMessage id="detail.loginHint" />
        </p>
      )}
      {team.isFetching && <Spin />}
      {/* Spec §8: a team that cannot be looked up for another reason reads "Cannot request team information". */}
      {team.isError && <ErrorNotice message={errorMessage(team.error, intl, t('invitations.teamInfoFailed'))} />}
      {found && found.competitionId !== competition.id && <ErrorNotice message={t('invitations.otherCompetition')} />}
      {found && found.competitionId === competition.id && (
        <p className="cmp-invited-team">
          <FormattedMessage id="invitations.team" values={{ name: found.teamName, count: found.memberCount }} />{' '}
          <Button
            type="primary"
            loading={join.isPending}
            onClick={() => onJoin(found.teamId)}
            aria-label={t('invitations.joinNamed', { name: found.teamName })}
          >
            <FormattedMessage id={signUpFirst ? 'invitations.signUpAndJoin' : 'invitations.join'} />
          </Button>
        </p>
      )}
    </Card>
  );
}
