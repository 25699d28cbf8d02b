import { Button, Form, Input, List, Tag } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACCOMPLISHMENT_KINDS, TEXT_LIMITS } from '@dcic/shared/constants';
import type { AccomplishmentKind, Profile, SmartInputKind } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { useAddAccomplishment } from '../api/add-accomplishment';
import { useAddEducation } from '../api/add-education';
import { useAddSkill } from '../api/add-skill';
import { useAddWork } from '../api/add-work';
import { useDeleteAccomplishment } from '../api/delete-accomplishment';
import { useDeleteEducation } from '../api/delete-education';
import { useDeleteSkill } from '../api/delete-skill';
import { useDeleteWork } from '../api/delete-work';
import { SmartInput } from './smart-input';

type Mutation<Input> = { mutateAsync: (input: Input) => Promise<unknown>; isPending: boolean };

/** Runs a change and says when it failed (the API's message when it has one). */
function useRun() {
  const intl = useIntl();
  const { message } = useNotices();
  return async <Input,>(mutation: Mutation<Input>, input: Input): Promise<boolean> => {
    try {
      await mutation.mutateAsync(input);
      return true;
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
      return false;
    }
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pro-edit-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SkillsEditor({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const run = useRun();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  const [name, setName] = useState('');
  const userId = profile.user.id;
  return (
    <Section id="pro-edit-skills" title={intl.formatMessage({ id: 'profile.skills' })}>
      <p>
        {profile.skills.map((skill) => (
          <Tag
            key={skill.userSkillId}
            closable
            onClose={(event) => {
              event.preventDefault();
              void run(remove, { userId, skillTagId: skill.userSkillId });
            }}
          >
            {skill.skillName}
          </Tag>
        ))}
      </p>
      <SmartInput kind="skill" value={name} onChange={setName}>
        <Input.Search
          maxLength={TEXT_LIMITS.skillName}
          loading={add.isPending}
          placeholder={intl.formatMessage({ id: 'edit.addSkill' })}
          aria-label={intl.formatMessage({ id: 'edit.addSkill' })}
          enterButton={intl.formatMessage({ id: 'common.add' })}
          onSearch={(value) => {
            if (value.trim()) void run(add, value.trim()).then((done) => done && setName(''));
          }}
        />
      </SmartInput>
    </Section>
  );
}

interface Field {
  name: string;
  label: string;
  type?: 'date' | 'text';
  required?: boolean;
  /** Suggests what other users entered for this kind of field. */
  suggest?: SmartInputKind;
}

function AddForm({ fields, onAdd, busy }: { fields: Field[]; onAdd: (values: Record<string, string>) => Promise<boolean>; busy: boolean }) {
  const intl = useIntl();
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <Form
      form={form}
      layout="inline"
      className="pro-add-form"
      onFinish={(values) => void onAdd(values).then((done) => done && form.resetFields())}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={field.required === false ? [] : [{ required: true, whitespace: true }]}
        >
          {field.suggest ? <SmartInput kind={field.suggest} /> : <Input type={field.type ?? 'text'} />}
        </Form.Item>
      ))}
      <Button htmlType="submit" loading={busy}>
        {intl.formatMessage({ id: 'common.add' })}
      </Button>
    </Form>
  );
}

const orNull = (value: string | undefined) => (value ? value : null);

export function HistoryEditor({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const run = useRun();
  const addWork = useAddWork();
  const deleteWork = useDeleteWork();
  const addEducation = useAddEducation();
  const deleteEducation = useDeleteEducation();
  const t = (id: string) => intl.formatMessage({ id });
  const userId = profile.user.id;
  return (
    <>
      <Section id="pro-edit-career" title={t('profile.career')}>
        <List
          dataSource={profile.careers}
          locale={{ emptyText: t('profile.none') }}
          renderItem={(work) => (
            <List.Item
              actions={[
                <Button key="delete" size="small" danger onClick={() => void run(deleteWork, { userId, userWorkId: work.userWorkId })}>
                  {t('common.delete')}
                </Button>,
              ]}
            >
              {work.companyName} · {work.jobName} ({work.workStartTime} – {work.workEndTime ?? t('profile.now')})
            </List.Item>
          )}
        />
        <AddForm
          busy={addWork.isPending}
          fields={[
            { name: 'companyName', label: t('edit.company'), suggest: 'company' },
            { name: 'jobName', label: t('edit.job'), suggest: 'job' },
            { name: 'workStartTime', label: t('edit.start'), type: 'date' },
            { name: 'workEndTime', label: t('edit.end'), type: 'date', required: false },
          ]}
          onAdd={(values) =>
            run(addWork, {
              companyName: values.companyName!,
              jobName: values.jobName!,
              workStartTime: values.workStartTime!,
              workEndTime: orNull(values.workEndTime),
            })
          }
        />
      </Section>
      <Section id="pro-edit-education" title={t('profile.education')}>
        <List
          dataSource={profile.educations}
          locale={{ emptyText: t('profile.none') }}
          renderItem={(edu) => (
            <List.Item
              actions={[
                <Button key="delete" size="small" danger onClick={() => void run(deleteEducation, { userId, userEduId: edu.userEduId })}>
                  {t('common.delete')}
                </Button>,
              ]}
            >
              {edu.schoolName} · {edu.majorName} · {edu.degreeName} ({edu.eduStartTime} – {edu.eduEndTime ?? t('profile.now')})
            </List.Item>
          )}
        />
        <AddForm
          busy={addEducation.isPending}
          fields={[
            { name: 'schoolName', label: t('edit.school'), suggest: 'school' },
            { name: 'majorName', label: t('edit.major'), suggest: 'major' },
            { name: 'degreeName', label: t('edit.degree') },
            { name: 'eduStartTime', label: t('edit.start'), type: 'date' },
            { name: 'eduEndTime', label: t('edit.end'), type: 'date', required: false },
          ]}
          onAdd={(values) =>
            run(addEducation, {
              schoolName: values.schoolName!,
              majorName: values.majorName!,
              degreeName: values.degreeName!,
              eduStartTime: values.eduStartTime!,
              eduEndTime: orNull(values.eduEndTime),
            })
          }
        />
      </Section>
    </>
  );
}

export function AccomplishmentsEditor({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const run = useRun();
  const add = useAddAccomplishment();
  const remove = useDeleteAccomplishment();
  const t = (id: string) => intl.formatMessage({ id });
  const userId = profile.user.id;
  return (
    <Section id="pro-edit-accomplishments" title={t('profile.accomplishments')}>
      {ACCOMPLISHMENT_KINDS.map((kind: AccomplishmentKind) => (
        <div key={kind} className="pro-accomplishment-kind">
          <h3>{t(`accomplishment.${kind}`)}</h3>
          <List
            dataSource={profile.accomplishments[kind]}
            locale={{ emptyText: t('profile.none') }}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="delete"
                    size="small"
                    danger
                    onClick={() => void run(remove, { userId, kind, shipDeleteId: item.shipDeleteId })}
                  >
                    {t('common.delete')}
                  </Button>,
                ]}
              >
                {item.name} {item.organization ? `· ${item.organization}` : ''} {item.getTime ?? ''}
              </List.Item>
            )}
          />
          <AddForm
            busy={add.isPending}
            fields={[
              { name: 'name', label: t(`accomplishment.${kind}.name`) },
              { name: 'organization', label: t('edit.organization'), required: false },
              { name: 'getTime', label: t('edit.getTime'), type: 'date', required: false },
              { name: 'description', label: t('edit.description'), required: false },
            ]}
            onAdd={(values) =>
              run(add, {
                kind,
                body: {
                  name: values.name!,
                  organization: values.organization ?? '',
                  description: values.description ?? '',
                  getTime: orNull(values.getTime),
                },
              })
            }
          />
        </div>
      ))}
    </Section>
  );
}
