import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { AreaPage } from '@dcic/shared';
import { homeOf, useReviewUser } from '../features/session';

/** Where a role lands when it opens a page of another role's menu. */
export function NoAccessPage() {
  const { role } = useReviewUser();
  return (
    <AreaPage titleId="page.no-access">
      <Result
        status="403"
        subTitle={<FormattedMessage id="noAccess.text" />}
        extra={
          <Link to={homeOf(role)}>
            <Button type="primary">
              <FormattedMessage id="noAccess.back" />
            </Button>
          </Link>
        }
      />
    </AreaPage>
  );
}
