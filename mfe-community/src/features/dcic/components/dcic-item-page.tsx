import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { PageArticle } from '../../pages';

/** `/dcic/:id`: a news item of the contest, or its about page (`/dcic/DCIC`). */
export function DcicItemPage() {
  const slug = useParams().id ?? '';
  return (
    <div className="com-content-layout">
      <PageArticle
        key={slug}
        section="dcic"
        slug={slug}
        before={
          <Link className="com-back" to="/dcic">
            <FormattedMessage id="dcic.back" />
          </Link>
        }
      />
    </div>
  );
}
