import { Button, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from '@dcic/shared/router';
import { QueryState, useUser } from '@dcic/shared';
import { AccomplishmentsEditor, BasicInfoForm, HistoryEditor, ImagesEditor, SkillsEditor } from '../features/editing';
import { useProfile } from '../features/profile';

/** `/users/updata/:id?` and `/user/:id/profile`: the owner edits their own profile, nobody else's. */
export function EditPage() {
  const intl = useIntl();
  const { id } = useParams();
  const me = Number(useUser()?.id);
  const profile = useProfile(me);
  if (id !== undefined && id !== String(me)) return <Navigate replace to={`/users/updata/${me}`} />;
  return (
    <QueryState query={profile} loading={<Spin size="large" className="pro-loading" />}>
      {(data) => (
        <section className="pro-page pro-edit" aria-labelledby="pro-edit-title">
          <h1 id="pro-edit-title">{intl.formatMessage({ id: 'page.edit' })}</h1>
          <Link to={`/users/${me}`}>
            <Button>{intl.formatMessage({ id: 'edit.back' })}</Button>
          </Link>
          <ImagesEditor profile={data} />
          <section className="pro-edit-section" aria-labelledby="pro-edit-basic">
            <h2 id="pro-edit-basic">{intl.formatMessage({ id: 'edit.basic' })}</h2>
            <BasicInfoForm key={data.user.id} profile={data} />
          </section>
          <SkillsEditor profile={data} />
          <HistoryEditor profile={data} />
          <AccomplishmentsEditor profile={data} />
        </section>
      )}
    </QueryState>
  );
}
