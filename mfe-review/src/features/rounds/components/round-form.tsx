import type { Round, RoundBody } from '@dcic/shared/contract';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_REVIEW_YEAR,
  REVIEW_YEAR_MAX,
  REVIEW_YEAR_MIN,
  REVIEWERS_PER_PROJECT_MAX,
  ROUND_NAME_MAX,
  SCHEME_CRITERIA_MAX,
} from '@dcic/shared/constants';

export interface RoundFormProps {
  /** The draft round to change; a new round when absent. */
  round?: Round;
  saving: boolean;
  onSubmit: (body: RoundBody) => void;
}

/** A round's name, year tag, reviewers per project and scheme (each criterion's weight and range). */
export function RoundForm({ round, saving, onSubmit }: RoundFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const initial: RoundBody = round ?? {
    name: intl.formatMessage({ id: 'round.defaultName' }, { year: DEFAULT_REVIEW_YEAR }),
    yearTag: DEFAULT_REVIEW_YEAR,
    reviewersPerProject: 2,
    scheme: [
      { key: 'innovation', name: t('criterion.innovation'), weight: 40, min: 0, max: 10 },
      { key: 'feasibility', name: t('criterion.feasibility'), weight: 30, min: 0, max: 10 },
      { key: 'value', name: t('criterion.value'), weight: 30, min: 0, max: 10 },
    ],
  };
  return (
    <Form<RoundBody> layout="vertical" initialValues={initial} onFinish={onSubmit} className="rev-round-form">
      <Space wrap>
        <Form.Item label={t('round.name')} name="name" rules={[{ required: true, max: ROUND_NAME_MAX }]}>
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('column.year')} name="yearTag" rules={[{ required: true }]}>
          <InputNumber min={REVIEW_YEAR_MIN} max={REVIEW_YEAR_MAX} precision={0} />
        </Form.Item>
        <Form.Item label={t('round.reviewersPerProject')} name="reviewersPerProject" rules={[{ required: true }]}>
          <InputNumber min={1} max={REVIEWERS_PER_PROJECT_MAX} precision={0} />
        </Form.Item>
      </Space>
      <Form.List name="scheme">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} wrap align="baseline" className="rev-criterion">
                <Form.Item
                  label={t('criterion.key')}
                  name={[field.name, 'key']}
                  rules={[{ required: true, pattern: /^[a-z][a-z0-9-]{0,31}$/, message: t('criterion.keyRule') }]}
                >
                  <Input style={{ width: 130 }} />
                </Form.Item>
                <Form.Item label={t('criterion.name')} name={[field.name, 'name']} rules={[{ required: true, max: 40 }]}>
                  <Input style={{ width: 160 }} />
                </Form.Item>
                <Form.Item label={t('criterion.weight')} name={[field.name, 'weight']} rules={[{ required: true }]}>
                  <InputNumber min={0.1} max={100} />
                </Form.Item>
                <Form.Item label={t('criterion.min')} name={[field.name, 'min']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={1000} />
                </Form.Item>
                <Form.Item label={t('criterion.max')} name={[field.name, 'max']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={1000} />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button onClick={() => remove(field.name)}>
                    <FormattedMessage id="criterion.remove" />
                  </Button>
                ) : null}
              </Space>
            ))}
            {fields.length < SCHEME_CRITERIA_MAX ? (
              <Button type="dashed" onClick={() => add({ key: '', name: '', weight: 10, min: 0, max: 10 })}>
                <FormattedMessage id="criterion.add" />
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
      <div className="rev-form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          <FormattedMessage id={round ? 'round.save' : 'round.create'} />
        </Button>
      </div>
    </Form>
  );
}
