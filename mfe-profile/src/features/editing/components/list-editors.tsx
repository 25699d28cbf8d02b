import { App, Button, Form, Input, List, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AccomplishmentKind, Profile } from '@dcic/shared/contract';
import { messageOf } from '../../../lib/errors';
import { ACCOMPLISHMENT_KINDS } from '../../../lib/kinds';
import { addAccomplishment, addEducation, addSkill, addWork, deleteAccomplishment, deleteEducation, deleteSkill, deleteWork } from '../api/editing';

type Run = (work: () => Promise<unknown>) => Promise<boolean>;

function useRun(onSaved: () => void): [Run, boolean] {
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run: Run = async (work) => {
    setBusy(true);
    try {
      await work();
      onSaved();
      return true;
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return [run, busy];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pro-edit-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SkillsEditor({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const intl = useIntl();
  const [run, busy] = useRun(onSaved);
  const [name, setName] = useState('');
  return (
    <Section id="pro-edit-skills" title={intl.formatMessage({ id: 'profile.skills' })}>
      <p>
        {profile.skills.map((skill) => (
          <Tag key={skill.userSkillId} closable onClose={(event) => { event.preventDefault(); void run(() => deleteSkill(profile.user.id, skill.userSkillId)); }}>
            {skill.skillName}
          </Tag>
        ))}
      </p>
      <Input.Search
        value={name}
        maxLength={20}
        loading={busy}
        placeholder={intl.formatMessage({ id: 'edit.addSkill' })}
        aria-label={intl.formatMessage({ id: 'edit.addSkill' })}
        enterButton={intl.formatMessage({ id: 'common.add' })}
        onChange={(event) => setName(event.target.value)}
        onSearch={(value) => {
          if (value.trim()) void run(() => addSkill(value.trim())).then((done) => done && setName(''));
        }}
      />
    </Section>
  );
}

function AddForm({ fields, onAdd, busy }: { fields: Array<{ name: string; label: string; type?: 'date' | 'text'; required?: boolean }>; onAdd: (values: Record<string, string>) => Promise<boolean>; busy: boolean }) {
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
        <Form.Item key={field.name} name={field.name} label={field.label} rules={field.required === false ? [] : [{ required: true, whitespace: true }]}>
          <Input type={field.type ?? 'text'} />
        </Form.Item>
      ))}
      <Button htmlType="submit" loading={busy}>
        {intl.formatMessage({ id: 'common.add' })}
      </Button>
    </Form>
  );
}

const orNull = (value: string | undefined) => (value ? value : null);

export function HistoryEditor({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const intl = useIntl();
  const [run, busy] = useRun(onSaved);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Section id="pro-edit-career" title={t('profile.career')}>
        <List
          dataSource={profile.careers}
          locale={{ emptyText: t('profile.none') }}
          renderItem={(work) => (
            <List.Item actions={[<Button key="delete" size="small" danger onClick={() => void run(() => deleteWork(profile.user.id, work.userWorkId))}>{t('common.delete')}</Button>]}>
              {work.companyName} · {work.jobName} ({work.workStartTime} – {work.workEndTime ?? t('profile.now')})
            </List.Item>
          )}
        />
        <AddForm
          busy={busy}
          fields={[
            { name: 'companyName', label: t('edit.company') },
            { name: 'jobName', label: t('edit.job') },
            { name: 'workStartTime', label: t('edit.start'), type: 'date' },
            { name: 'workEndTime', label: t('edit.end'), type: 'date', required: false },
          ]}
          onAdd={(values) => run(() => addWork({ companyName: values.companyName!, jobName: values.jobName!, workStartTime: values.workStartTime!, workEndTime: orNull(values.workEndTime) }))}
        />
      </Section>
      <Section id="pro-edit-education" title={t('profile.education')}>
        <List
          dataSource={profile.educations}
          locale={{ emptyText: t('profile.none') }}
          renderItem={(edu) => (
            <List.Item actions={[<Button key="delete" size="small" danger onClick={() => void run(() => deleteEducation(profile.user.id, edu.userEduId))}>{t('common.delete')}</Button>]}>
              {edu.schoolName} · {edu.majorName} · {edu.degreeName} ({edu.eduStartTime} – {edu.eduEndTime ?? t('profile.now')})
            </List.Item>
          )}
        />
        <AddForm
          busy={busy}
          fields={[
            { name: 'schoolName', label: t('edit.school') },
            { name: 'majorName', label: t('edit.major') },
            { name: 'degreeName', label: t('edit.degree') },
            { name: 'eduStartTime', label: t('edit.start'), type: 'date' },
            { name: 'eduEndTime', label: t('edit.end'), type: 'date', required: false },
          ]}
          onAdd={(values) =>
            run(() => addEducation({ schoolName: values.schoolName!, majorName: values.majorName!, degreeName: values.degreeName!, eduStartTime: values.eduStartTime!, eduEndTime: orNull(values.eduEndTime) }))
          }
        />
      </Section>
    </>
  );
}

export function AccomplishmentsEditor({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const intl = useIntl();
  const [run, busy] = useRun(onSaved);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Section id="pro-edit-accomplishments" title={t('profile.accomplishments')}>
      {ACCOMPLISHMENT_KINDS.map((kind: AccomplishmentKind) => (
        <div key={kind} className="pro-accomplishment-kind">
          <h3>{t(`accomplishment.${kind}`)}</h3>
          <List
            dataSource={profile.accomplishments[kind]}
            locale={{ emptyText: t('profile.none') }}
            renderItem={(item) => (
              <List.Item actions={[<Button key="delete" size="small" danger onClick={() => void run(() => deleteAccomplishment(profile.user.id, kind, item.shipDeleteId))}>{t('common.delete')}</Button>]}>
                {item.name} {item.organization ? `· ${item.organization}` : ''} {item.getTime ?? ''}
              </List.Item>
            )}
          />
          <AddForm
            busy={busy}
            fields={[
              { name: 'name', label: t(`accomplishment.${kind}.name`) },
              { name: 'organization', label: t('edit.organization'), required: false },
              { name: 'getTime', label: t('edit.getTime'), type: 'date', required: false },
              { name: 'description', label: t('edit.description'), required: false },
            ]}
            onAdd={(values) =>
              run(() => addAccomplishment(kind, { name: values.name!, organization: values.organization ?? '', description: values.description ?? '', getTime: orNull(values.getTime) }))
            }
          />
        </div>
      ))}
    </Section>
  );
}
