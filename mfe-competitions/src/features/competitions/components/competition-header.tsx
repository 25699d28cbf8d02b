import type { CompetitionDetail } from '@dcic/shared/contract';
import { formatDate, requireLogin, useUser } from '@dcic/shared';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../lib/error-text';
import { inviteTarget } from '../../invite/invite-target';
import { signUp } from '../api/competitions-api';
import { Countdown } from './countdown';
import { StateBadge } from './state-badge';

export function DetailHeader({ competition, onChange }: { competition: CompetitionDetail; onChange: () => void }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  // Signup is possible only if signup is open and the user has no team (spec §4).
  const canSignup = competition.canSignup && !competition.attachedTeam;

  const onSignup = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    try {
      await signUp(competition.id, inviteTarget());
      message.success(intl.formatMessage({ id: 'detail.signedUp' }));
      onChange();
    } catch (error) {
      message.error(errorText(error, intl.formatMessage({ id: 'detail.signupFailed' })));
    } finally {
      setBusy(false);
    }
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
        <FormattedMessage id="list.reward" />: {competition.reward || '-'} · <FormattedMessage id="list.teams" values={{ count: competition.teams }} /> ·{' '}
        <FormattedMessage id="detail.players" values={{ count: competition.players }} />
      </p>
      {competition.isSignedUp || competition.attachedTeam ? (
        <Tag color="green">
          <FormattedMessage id="detail.alreadySignedUp" />
        </Tag>
      ) : (
        <Button type="primary" disabled={!canSignup} loading={busy} onClick={onSignup}>
          <FormattedMessage id={canSignup ? 'detail.signup' : competition.timeState === 'ended' ? 'state.ended' : 'detail.signupClosed'} />
        </Button>
      )}
      {!user && <p className="cmp-hint"><FormattedMessage id="detail.loginHint" /></p>}
    </header>
  );
}
