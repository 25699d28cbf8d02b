import { isSignedIn, requireLogin, useUser } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';

/** The way to write a post; a visitor is sent to sign in first and comes back to the form. */
export function NewPostButton({ boardId }: { boardId?: number }) {
  const user = useUser();
  const navigate = useNavigate();
  const target = boardId ? `/discussion/new?board=${boardId}` : '/discussion/new';
  const open = () => {
    if (isSignedIn(user)) navigate(target);
    else requireLogin({ returnTo: `${window.location.origin}${target}` });
  };
  return (
    <button type="button" className="com-primary" onClick={open}>
      <FormattedMessage id="discussion.newPost" />
    </button>
  );
}
