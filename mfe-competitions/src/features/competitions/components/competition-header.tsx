import type { CompetitionDetail } from '@dcic/shared/contract';
import { errorMessage, formatDate, requireLogin, useUser } from '@dcic/shared';
import { Alert, Button, Tag } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useSignUp } from '../api/sign-up';
import { needsAuthentication } from '../lib/authentication';
import { useAuthenticationPrompt } from './authentication-prompt';
import { Countdown } from './countdown';
import { StateBadge } from './state-badge';

/** Name, state, dates and numbers of a competition, with the signup button. `inviter` names who invited the caller, if anyone. */
export function CompetitionHeader({ competition, inviter }: { competition: CompetitionDetail; inviter: () => number | undefined }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = useNotices();
  const signUp = useSignUp(competition.id);
  const authentication = useAuthenticationPrompt();
  // Signup is possible only if signup is open and the user has no team (spec §4).
  const canSignup = competition.canSignup && !competition.attachedTeam;
  const verdict = competition.attachedTeam?.cheatVerdict ?? null;

  const onSignup = () => {
    if (!requireLogin()) return;
    if (needsAuthentication(competition, 'signup')) return authentication.ask();
    signUp.mutate(inviter(), {
      onSuccess: () => message.success(intl.formatMessage({ id: 'detail.signedUp' })),
      onError: (error) => {
        if (authentication.askIfRefused(error)) return;
        // Spec §8: a signup that fails without the API's own reason says 赛题报名失败.
        void message.error(errorMessage(error, intl, intl.formatMessage({ id: 'detail.signupFailed' })));
      },
    });
  };

  return (
    <header className="cmp-detail-header">
      <h1>{competition.name}</h1>
      <p>{competition.summary}</p>
      <p>
        <StateBadge state={competition.timeState} canSignup={competition.canSignup} />
        <Tag>
          <FormattedMessage id={`type.${competition.type}`} />
        </Tag>
        <span>
          {formatDate(competition.startTime, 'yyyy-MM-dd')} ~ {formatDate(competition.endTime, 'yyyy-MM-dd')}
        </span>
        {competition.timeState === 'in-progress' && <Countdown end={competition.endTime} />}
      </p>
      <p className="cmp-detail-meta">
        <FormattedMessage id="list.reward" />: {competition.reward || '-'} ·{' '}
        <FormattedMessage id="list.teams" values={{ count: competition.teams }} /> ·{' '}
        <FormattedMessage id="detail.players" values={{ count: competition.players }} />
      </p>
      {competition.isSignedUp || competition.attachedTeam ? (
        <Tag color="green">
          <FormattedMessage id="detail.alreadySignedUp" />
        </Tag>
      ) : (
        <Button type="primary" disabled={!canSignup} loading={signUp.isPending} onClick={onSignup}>
          <FormattedMessage id={canSignup ? 'detail.signup' : competition.timeState === 'ended' ? 'state.ended' : 'detail.signupClosed'} />
        </Button>
      )}
      {!user && (
        <p className="cmp-hint">
          <FormattedMessage id="detail.loginHint" />
        </p>
      )}
      {canSignup && !competition.isSignedUp && needsAuthentication(competition, 'signup') && (
        <p className="cmp-hint">
          <FormattedMessage id="auth.signupHint" />
        </p>
      )}
      {verdict && (
        <Alert
          type="error"
          showIcon
          className="cmp-cheat-banner"
          message={<FormattedMessage id="cheat.banner" />}
          description={
            <>
              <FormattedMessage id="cheat.reason" values={{ reason: verdict.reason }} />{' '}
              <Link to={`/competitions/${competition.id}/teams`}>
                <FormattedMessage id="cheat.goAppeal" />
              </Link>
            </>
          }
        />
      )}
    </header>
  );
}
