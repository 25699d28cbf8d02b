import { Alert, Button, Spin, Steps } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorNotice, useUser } from '@dcic/shared';
import type { GuideData } from '@dcic/shared/contract';
import { AuthenticationPanel } from '../features/authentication/components/authentication-panel';
import { getGuide } from '../features/guide/api/guide';
import { Step1Form, Step2Form } from '../features/guide/components/guide-steps';
import { firstIncomplete, GUIDE_STEPS, redirectMessageId, REDIRECT_DELAY_MS, safeOrigin, stepPath, type GuideStep } from '../features/guide/lib/guide-flow';
import { useLoad } from '../lib/use-load';

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
  return <Alert type={next ? 'warning' : 'success'} showIcon title={intl.formatMessage({ id: next ? redirectMessageId(next) : 'guide.complete' })} />;
}

export function GuidePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { step: segment } = useParams();
  const [params] = useSearchParams();
  const origin = safeOrigin(params.get('origin'));
  const { data: guide, error, loading, reload, setData } = useLoad(getGuide, []);
  const step = segment ? (Number(segment.replace('step-', '')) as GuideStep) : null;
  if (segment && (!step || !GUIDE_STEPS.includes(step))) return <Navigate replace to="/guide" />;
  if (loading && !guide) return <Spin size="large" className="pro-loading" />;
  if (error || !guide) return <ErrorNotice error={error} onRetry={reload} />;

  const afterSave = (next: GuideData) => {
    setData(next);
    const remaining = firstIncomplete(next.steps);
    navigate(remaining ? stepPath(remaining, origin) : (origin ?? '/guide'));
  };

  return (
    <section className="pro-page pro-guide" aria-labelledby="pro-guide-title">
      <h1 id="pro-guide-title">{intl.formatMessage({ id: 'page.guide' })}</h1>
      <Steps
        current={step ? GUIDE_STEPS.indexOf(step) : 0}
        items={GUIDE_STEPS.map((each) => ({ title: intl.formatMessage({ id: `guide.step${each}` }), status: guide.steps[`step${each}`] ? 'finish' : undefined }))}
      />
      {step === null ? <GuideStart guide={guide} origin={origin} /> : null}
      {step === 1 ? <Step1Form guide={guide} onSaved={afterSave} /> : null}
      {step === 2 ? <Step2Form guide={guide} onSaved={afterSave} /> : null}
      {step === 4 ? (
        <>
          <AuthenticationPanel />
          <Button type="primary" onClick={() => void getGuide().then(afterSave, () => undefined)}>
            {intl.formatMessage({ id: 'guide.next' })}
          </Button>
        </>
      ) : null}
    </section>
  );
}
