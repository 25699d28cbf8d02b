import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Profile, Sex } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { SEXES } from '../../../lib/kinds';
import { ageFromBirthday } from '../../profile/lib/age';
import { updateBirthday, updateIndustry, updateIntro, updateLocation, updateSex, updateUserName } from '../api/editing';

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
export function BasicInfoForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
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

  const save = async (values: Values) => {
    const changed = (field: keyof Values) => values[field] !== initial[field] && values[field] !== undefined;
    setBusy(true);
    try {
      if (changed('userName')) await updateUserName(values.userName);
      if (changed('sex')) await updateSex(values.sex);
      if (changed('birthday') && values.birthday) await updateBirthday(values.birthday);
      if (changed('introduction')) await updateIntro(values.introduction);
      if (changed('industry') && values.industry.trim()) await updateIndustry(values.industry);
      if ((changed('province') || changed('location')) && values.province.trim() && values.location.trim()) {
        await updateLocation({ ...(user.location ? { id: user.id } : {}), province: values.province, location: values.location });
      }
      void message.success(intl.formatMessage({ id: 'common.saved' }));
      onSaved();
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} className="pro-basic-form">
      <Form.Item name="userName" label={intl.formatMessage({ id: 'edit.userName' })} rules={[{ required: true, whitespace: true, max: 30 }]}>
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
      <Form.Item name="introduction" label={intl.formatMessage({ id: 'edit.introduction' })} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} showCount maxLength={200} />
      </Form.Item>
      <Form.Item name="industry" label={intl.formatMessage({ id: 'edit.industry' })} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="province" label={intl.formatMessage({ id: 'edit.province' })} rules={[{ max: 30 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="location" label={intl.formatMessage({ id: 'edit.city' })} rules={[{ max: 50 }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </Form>
  );
}
