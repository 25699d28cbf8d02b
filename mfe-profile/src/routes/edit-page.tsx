import { Button, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ErrorNotice, useUser } from '@dcic/shared';
import { AccomplishmentsEditor, HistoryEditor, SkillsEditor } from '../features/editing/components/list-editors';
import { BasicInfoForm } from '../features/editing/components/basic-info-form';
import { ImagesEditor } from '../features/editing/components/images-editor';
import { getProfile } from '../features/profile/api/profile';
import { useLoad } from '../lib/use-load';

/** `/users/updata/:id?` and `/user/:id/profile`: the owner edits their own profile, nobody else's. */
export function EditPage() {
  const intl = useIntl();
  const { id } = useParams();
  const me = Number(useUser()?.id);
  const { data: profile, error, loading, reload } = useLoad(() => getProfile(me), [me]);
  if (id !== undefined && id !== String(me)) return <Navigate replace to={`/users/updata/${me}`} />;
  if (loading && !profile) return <Spin size="large" className="pro-loading" />;
  if (error || !profile) return <ErrorNotice error={error} onRetry={reload} />;
  return (
    <section className="pro-page pro-edit" aria-labelledby="pro-edit-title">
      <h1 id="pro-edit-title">{intl.formatMessage({ id: 'page.edit' })}</h1>
      <Link to={`/users/${me}`}>
        <Button>{intl.formatMessage({ id: 'edit.back' })}</Button>
      </Link>
      <ImagesEditor profile={profile} onSaved={reload} />
      <section className="pro-edit-section" aria-labelledby="pro-edit-basic">
        <h2 id="pro-edit-basic">{intl.formatMessage({ id: 'edit.basic' })}</h2>
        <BasicInfoForm key={profile.user.id} profile={profile} onSaved={reload} />
      </section>
      <SkillsEditor profile={profile} onSaved={reload} />
      <HistoryEditor profile={profile} onSaved={reload} />
      <AccomplishmentsEditor profile={profile} onSaved={reload} />
    </section>
  );
}
