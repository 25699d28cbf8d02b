import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_AVATAR } from './default-images';

export const DEFAULT_AVATAR_WIDTH = 80;

export interface AvatarProps {
  /** Platform user id; the avatar links to `/users/{id}`. */
  id?: number | string | null;
  src?: string | null;
  name?: string | null;
  /** Replaces the alternative text derived from `name`. */
  alt?: string;
  /** Spec §2: 80 px unless told otherwise. */
  width?: number;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spec §2: clicking a user's avatar opens their page in a new tab, unless clicking is disabled.
 * A missing or broken image shows the default avatar.
 */
export function Avatar({ id, src, name, alt: altText, width = DEFAULT_AVATAR_WIDTH, disabled = false, className, style }: AvatarProps) {
  const intl = useIntl();
  const [broken, setBroken] = useState<string | null>(null);
  const image = src && src !== broken ? src : DEFAULT_AVATAR;
  const clickable = !disabled && id !== null && id !== undefined && id !== '';
  const alt =
    altText ??
    (name
      ? intl.formatMessage({ id: 'shared.avatar.alt', defaultMessage: 'Avatar of {name}' }, { name })
      : intl.formatMessage({ id: 'shared.avatar.altAnonymous', defaultMessage: 'User avatar' }));

  const open = () => {
    window.open(`/users/${encodeURIComponent(String(id))}`, '_blank');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <img
      className={['dcic-avatar', clickable ? 'dcic-avatar--link' : '', className ?? ''].filter(Boolean).join(' ')}
      src={image}
      alt={alt}
      width={width}
      height={width}
      style={{ borderRadius: '50%', objectFit: 'cover', cursor: clickable ? 'pointer' : 'default', ...style }}
      onError={() => setBroken(src ?? null)}
      {...(clickable ? { role: 'link', tabIndex: 0, onClick: open, onKeyDown } : {})}
    />
  );
}
