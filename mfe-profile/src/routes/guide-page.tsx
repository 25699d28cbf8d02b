import { Alert, Button, Spin, Steps } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from '@dcic/shared/router';
import { QueryState, useUser } from '@dcic/shared';
import type { GuideData } from '@dcic/shared/contract';
import { AuthenticationPanel } from '../features/authentication';
import {
  firstIncomplete,
  GUIDE_STEPS,
  redirectMessageId,
  REDIRECT_DELAY_MS,
  safeOrigin,
  Step1Form,
  Step2Form,
  stepPath,
  useGuide,
  type GuideStep,
} from '../features/guide';

/** `/guide`: says what is missing (spec §8) and moves to that step after 2 seconds. */
function GuideStart({ guide, origin }: { guide: GuideData; origin: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useUser()?.id;
  const next = firstIncomplete(guide.steps);
  const target = next ? stepPath(next, origin) : (origin ?? `/users/${me}`);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  return (
    <Alert
      type={next ? 'warning' : 'success'}
      showIcon
      title={intl.formatMessage({ id: next ? redirectMessageId(next) : 'guide.complete' })}
    />
  );
}

export function GuidePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { step: segment } = useParams();
  const [params] = useSearchParams();
  const origin = safeOrigin(params.get('origin'));
  const guide = useGuide();
  const step = segment ? (Number(segment.replace('step-', '')) as GuideStep) : null;
  if (segment && (!step || !GUIDE_STEPS.includes(step))) return <Navigate replace to="/guide" />;

  const afterSave = (next: GuideData) => {
    const remaining = firstIncomplete(next.steps);
    navigate(remaining ? stepPath(remaining, origin) : (origin ?? '/guide'));
  };

  return (
    <QueryState query={guide} loading={<Spin size="large" className="pro-loading" />}>
      {(data) => (
        <section className="pro-page pro-guide" aria-labelledby="pro-guide-title">
          <h1 id="pro-guide-title">{intl.formatMessage({ id: 'page.guide' })}</h1>
          <Steps
            current={step ? GUIDE_STEPS.indexOf(step) : 0}
            items={GUIDE_STEPS.map((each) => ({
              title: intl.formatMessage({ id: `guide.step${each}` }),
              status: data.steps[`step${each}`] ? 'finish' : undefined,
            }))}
          />
          {step === null ? <GuideStart guide={data} origin={origin} /> : null}
          {step === 1 ? <Step1Form guide={data} onSaved={afterSave} /> : null}
          {step === 2 ? <Step2Form guide={data} onSaved={afterSave} /> : null}
          {step === 4 ? (
            <>
              <AuthenticationPanel />
              <Button type="primary" onClick={() => void guide.refetch().then(({ data: fresh }) => fresh && afterSave(fresh))}>
                {intl.formatMessage({ id: 'guide.next' })}
              </Button>
            </>
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
