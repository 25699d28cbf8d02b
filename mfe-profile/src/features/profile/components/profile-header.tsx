import { Button, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { Avatar } from '@dcic/shared';
import type { Profile } from '@dcic/shared/contract';
import { bannerOf } from '../lib/banner';

export interface ProfileHeaderProps {
  profile: Profile;
  /** What a visitor may do (write, follow); the owner gets edit and settings instead. */
  visitorActions: ReactNode;
}

/** Spec §2 profile layout: banner, avatar, id, name, introduction, skills, location, counts, actions. */
export function ProfileHeader({ profile, visitorActions }: ProfileHeaderProps) {
  const intl = useIntl();
  const { user } = profile;
  return (
    <header className="pro-header">
      <div
        className="pro-banner"
        role="img"
        aria-label={intl.formatMessage({ id: 'profile.banner' })}
        style={{ backgroundImage: `url("${bannerOf(user)}")` }}
      />
      <div className="pro-header-body">
        <Avatar id={user.id} src={user.avatar} name={user.name} width={96} className="pro-header-avatar" />
        <div className="pro-header-main">
          <h1 className="pro-name">{user.name || user.userName}</h1>
          <p className="pro-id">
            <FormattedMessage id="profile.id" values={{ id: user.id }} />
            {user.authentication === 1 ? (
              <Tag color="green" className="pro-certified">
                <FormattedMessage id="profile.certified" />
              </Tag>
            ) : null}
          </p>
          <p className="pro-intro">{user.introduction || intl.formatMessage({ id: 'profile.noIntro' })}</p>
          <p className="pro-meta">
            {[user.province, user.location].filter(Boolean).join(' · ')}
            {user.age !== null ? <span> · {intl.formatMessage({ id: 'profile.age' }, { age: user.age })}</span> : null}
            {user.email ? <span> · {user.email}</span> : null}
          </p>
          {profile.skills.length > 0 ? (
            <p className="pro-skills" aria-label={intl.formatMessage({ id: 'profile.skills' })}>
              {profile.skills.map((skill) => (
                <Tag key={skill.userSkillId}>{skill.skillName}</Tag>
              ))}
            </p>
          ) : null}
        </div>
        <div className="pro-header-side">
          <dl className="pro-counts">
            <div>
              <dt>
                <FormattedMessage id="profile.followers" />
              </dt>
              <dd data-testid="follower-count">{profile.followerCount}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="profile.following" />
              </dt>
              <dd data-testid="following-count">{profile.followingCount}</dd>
            </div>
          </dl>
          <Space>
            {profile.isOwner ? (
              <>
                <Link to={`/users/updata/${user.id}`}>
                  <Button type="primary">
                    <FormattedMessage id="profile.edit" />
                  </Button>
                </Link>
                <Link to="/users/settings">
                  <Button>
                    <FormattedMessage id="page.settings" />
                  </Button>
                </Link>
              </>
            ) : (
              visitorActions
            )}
          </Space>
        </div>
      </div>
    </header>
  );
}
