import type { Assignment, Round } from '@dcic/shared/contract';
import { SCORE_COMMENT_MAX } from '@dcic/shared/constants';
import { Alert, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../lib/error-text';
import { useSaveScore } from '../api/save-score';
import { ScoreStateTag } from './score-state-tag';

type Values = Record<string, number | null | string | undefined>;

/**
 * Scores for each criterion of the round's scheme (its range and weight shown), a comment, then a
 * draft or a submission. Both can be changed again until the round closes; the API checks the
 * ranges and, on submission, that every criterion is scored.
 */
export function ScoreForm({ round, assignment }: { round: Round; assignment: Assignment }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [form] = Form.useForm<Values>();
  const save = useSaveScore();
  const open = round.state === 'open';
  const send = (submit: boolean) => {
    const values = form.getFieldsValue();
    const scores: Record<string, number> = {};
    for (const criterion of round.scheme) {
      const value = values[criterion.key];
      if (typeof value === 'number') scores[criterion.key] = value;
    }
    save.mutate(
      { roundId: round.id, projectId: assignment.project.id, body: { scores, comment: String(values.comment ?? ''), submit } },
      {
        onSuccess: () =>
          void message.success(
            intl.formatMessage({ id: submit ? 'scoring.submitted' : 'scoring.drafted' }, { title: assignment.project.title }),
          ),
        onError: (error) => void message.error(errorText(error, intl)),
      },
    );
  };
  return (
    <Card
      className="rev-score-form"
      title={intl.formatMessage({ id: 'scoring.formTitle' }, { title: assignment.project.title })}
      extra={<ScoreStateTag state={assignment.state} />}
    >
      {open ? null : <Alert type="info" showIcon title={intl.formatMessage({ id: 'scoring.closed' })} className="rev-score-closed" />}
      <Form
        form={form}
        layout="vertical"
        disabled={!open}
        initialValues={{ ...assignment.scores, comment: assignment.comment }}
        key={`${assignment.project.id}-${assignment.updatedAt}`}
      >
        {round.scheme.map((criterion) => (
          <Form.Item
            key={criterion.key}
            name={criterion.key}
            label={intl.formatMessage(
              { id: 'scoring.criterion' },
              { name: criterion.name, min: criterion.min, max: criterion.max, weight: criterion.weight },
            )}
          >
            <InputNumber min={criterion.min} max={criterion.max} />
          </Form.Item>
        ))}
        <Form.Item name="comment" label={intl.formatMessage({ id: 'scoring.comment' })}>
          <Input.TextArea rows={3} maxLength={SCORE_COMMENT_MAX} showCount />
        </Form.Item>
        <Space>
          <Button loading={save.isPending} onClick={() => send(false)}>
            <FormattedMessage id="scoring.saveDraft" />
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => send(true)}>
            <FormattedMessage id="scoring.submit" />
          </Button>
        </Space>
      </Form>
      {assignment.total === null ? null : (
        <p className="rev-score-total">
          <FormattedMessage id="scoring.total" values={{ total: assignment.total }} />
        </p>
      )}
    </Card>
  );
}
