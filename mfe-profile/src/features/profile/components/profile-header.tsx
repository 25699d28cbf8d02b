import { Button, Space, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Avatar } from '@dcic/shared';
import type { FollowResult, Profile } from '@dcic/shared/contract';
import { FollowButton } from '../../follow/components/follow-button';
import { bannerOf } from '../lib/banner';
import { MessageButton } from './message-button';

export interface ProfileHeaderProps {
  profile: Profile;
  onFollowChange: (result: FollowResult) => void;
}

/** Spec §2 profile layout: banner, avatar, id, name, introduction, skills, location, counts, actions. */
export function ProfileHeader({ profile, onFollowChange }: ProfileHeaderProps) {
  const intl = useIntl();
  const { user } = profile;
  return (
    <header className="pro-header">
      <div className="pro-banner" role="img" aria-label={intl.formatMessage({ id: 'profile.banner' })} style={{ backgroundImage: `url("${bannerOf(user)}")` }} />
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
              <>
                <MessageButton receiver={{ id: user.id, name: user.name || user.userName, avatar: user.avatar }} />
                <FollowButton userId={user.id} isFollowed={profile.isFollowed} onChange={onFollowChange} />
              </>
            )}
          </Space>
        </div>
      </div>
    </header>
  );
}
