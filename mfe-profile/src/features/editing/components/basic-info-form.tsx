import { Button, Form, Input, Select } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { SEXES, TEXT_LIMITS } from '@dcic/shared/constants';
import type { Profile, Sex } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { ageFromBirthday } from '../../profile';
import { updateBirthday } from '../api/update-birthday';
import { updateIndustry } from '../api/update-industry';
import { updateIntro } from '../api/update-intro';
import { updateLocation } from '../api/update-location';
import { updateSex } from '../api/update-sex';
import { updateUserName } from '../api/update-user-name';
import { useEditMutation } from '../api/use-edit-mutation';
import { SmartInput } from './smart-input';

interface Values {
  userName: string;
  sex: Sex;
  birthday: string;
  introduction: string;
  industry: string;
  province: string;
  location: string;
}

/** Name, sex, birthday (age shown), one-sentence introduction, industry and location; only changed fields are sent. */
export function BasicInfoForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [form] = Form.useForm<Values>();
  const { user } = profile;
  const initial: Values = {
    userName: user.userName || user.name,
    sex: user.sex,
    birthday: user.birthday ?? '',
    introduction: user.introduction,
    industry: user.industry ?? '',
    province: user.province ?? '',
    location: user.location ?? '',
  };
  const birthday = Form.useWatch('birthday', form) ?? initial.birthday;
  const age = ageFromBirthday(birthday);

  // One save of the changed fields, each through its own call (spec §7), then the page loads again.
  const save = useEditMutation(async (values: Values) => {
    const changed = (field: keyof Values) => values[field] !== initial[field] && values[field] !== undefined;
    if (changed('userName')) await updateUserName(values.userName);
    if (changed('sex')) await updateSex(values.sex);
    if (changed('birthday') && values.birthday) await updateBirthday(values.birthday);
    if (changed('introduction')) await updateIntro(values.introduction);
    if (changed('industry') && values.industry.trim()) await updateIndustry(values.industry);
    if ((changed('province') || changed('location')) && values.province.trim() && values.location.trim()) {
      await updateLocation({ ...(user.location ? { id: user.id } : {}), province: values.province, location: values.location });
    }
  });

  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: () => void message.success(intl.formatMessage({ id: 'common.saved' })),
      onError: (error) => void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' }))),
    });

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} className="pro-basic-form">
      <Form.Item
        name="userName"
        label={intl.formatMessage({ id: 'edit.userName' })}
        rules={[{ required: true, whitespace: true, max: TEXT_LIMITS.userName }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="sex" label={intl.formatMessage({ id: 'edit.sex' })}>
        <Select options={SEXES.map((sex) => ({ value: sex, label: intl.formatMessage({ id: `sex.${sex}` }) }))} />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={intl.formatMessage({ id: 'edit.birthday' })}
        extra={age !== null ? intl.formatMessage({ id: 'profile.age' }, { age }) : undefined}
      >
        <Input type="date" max={new Date().toISOString().slice(0, 10)} />
      </Form.Item>
      <Form.Item name="introduction" label={intl.formatMessage({ id: 'edit.introduction' })} rules={[{ max: TEXT_LIMITS.introduction }]}>
        <Input.TextArea rows={2} showCount maxLength={TEXT_LIMITS.introduction} />
      </Form.Item>
      <Form.Item name="industry" label={intl.formatMessage({ id: 'edit.industry' })} rules={[{ max: TEXT_LIMITS.industry }]}>
        <Input />
      </Form.Item>
      <Form.Item name="province" label={intl.formatMessage({ id: 'edit.province' })} rules={[{ max: TEXT_LIMITS.province }]}>
        <Input />
      </Form.Item>
      <Form.Item name="location" label={intl.formatMessage({ id: 'edit.city' })} rules={[{ max: TEXT_LIMITS.location }]}>
        <SmartInput kind="city" maxLength={TEXT_LIMITS.location} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </Form>
  );
}
