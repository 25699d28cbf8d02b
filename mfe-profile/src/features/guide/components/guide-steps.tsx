import { Button, Form, Input, Radio, Select } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { IDENTITY_KINDS, REGIONS, SEXES } from '@dcic/shared/constants';
import type { BindingInfo, GuideData, GuideStep2Body, IdentityKind } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { useSaveStep1 } from '../api/save-step-1';
import { useSaveStep2 } from '../api/save-step-2';

type Saved = (next: GuideData) => void;

/** Saves a step: the next step follows on success, the API's message on failure. */
function useSave<Input>(
  mutation: { mutate: (input: Input, options: { onSuccess: Saved; onError: (error: unknown) => void }) => void },
  onSaved: Saved,
) {
  const intl = useIntl();
  const { message } = useNotices();
  return (input: Input) =>
    mutation.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' }))),
    });
}

const required = [{ required: true, whitespace: true }];

/** Step 1: every binding-info field is required. */
export function Step1Form({ guide, onSaved }: { guide: GuideData; onSaved: Saved }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const step = useSaveStep1();
  const save = useSave(step, onSaved);
  const info = guide.bindingInfo;
  return (
    <Form<BindingInfo>
      layout="vertical"
      initialValues={{
        ...info,
        birthday: info.birthday ?? undefined,
        province: info.province ?? undefined,
        location: info.location ?? undefined,
        identityKind: info.identityKind ?? undefined,
        region: info.region ?? 'mainland',
      }}
      onFinish={save}
    >
      <Form.Item name="name" label={t('account.name')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="sex" label={t('edit.sex')} rules={[{ required: true }]}>
        <Select options={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))} />
      </Form.Item>
      <Form.Item name="birthday" label={t('edit.birthday')} rules={required}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="province" label={t('edit.province')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="location" label={t('edit.city')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="identityKind" label={t('guide.identityKind')} rules={[{ required: true }]}>
        <Radio.Group options={IDENTITY_KINDS.map((kind) => ({ value: kind, label: t(`identity.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="region" label={t('auth.kind')} rules={[{ required: true }]}>
        <Radio.Group options={REGIONS.map((region) => ({ value: region, label: t(`auth.${region}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={step.isPending}>
        {t('guide.next')}
      </Button>
    </Form>
  );
}

const FIELDS: Record<
  IdentityKind,
  { record: 'stuInfo' | 'teaInfo' | 'jobInfo' | 'proInfo'; fields: Array<{ name: string; type?: 'date'; optional?: boolean }> }
> = {
  student: {
    record: 'stuInfo',
    fields: [{ name: 'schoolName' }, { name: 'majorName' }, { name: 'degreeName' }, { name: 'eduStartTime', type: 'date' }],
  },
  teacher: { record: 'teaInfo', fields: [{ name: 'schoolName' }, { name: 'department' }, { name: 'title' }] },
  'on-the-job': { record: 'jobInfo', fields: [{ name: 'companyName' }, { name: 'jobName' }, { name: 'industry', optional: true }] },
  freelancer: { record: 'proInfo', fields: [{ name: 'profession' }, { name: 'industry', optional: true }] },
};

/** Step 2: the record of the identity kind chosen in step 1; industry is never required. */
export function Step2Form({ guide, onSaved }: { guide: GuideData; onSaved: Saved }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const step = useSaveStep2();
  const save = useSave(step, onSaved);
  const kind = guide.bindingInfo.identityKind ?? 'student';
  const { record, fields } = FIELDS[kind];
  return (
    <Form<Record<string, string>>
      layout="vertical"
      initialValues={guide[record] ?? {}}
      onFinish={(values) => {
        const clean = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));
        save({ identityKind: kind, [record]: clean } as unknown as GuideStep2Body);
      }}
    >
      <p>{t(`identity.${kind}`)}</p>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(`guide.field.${field.name}`)} rules={field.optional ? [] : required}>
          <Input type={field.type ?? 'text'} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={step.isPending}>
        {t('guide.next')}
      </Button>
    </Form>
  );
}
