import { Descriptions, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@dcic/shared/router';
import { AreaPage, QueryState } from '@dcic/shared';
import { GradeTable, useGradeList } from '../features/grade';

export type GradeView = 'home' | 'list' | 'details';

/**
 * The expert-review pages (/grade, /grade/DCIC, /grade/DCIC-details). The shell's expert-review
 * layout shows "expert reviewer: {name}" from the query; the links keep that query.
 */
export function GradePage({ view }: { view: GradeView }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const grade = useGradeList();
  return (
    <AreaPage titleId={view === 'details' ? 'page.gradeDetails' : 'page.grade'}>
      <Space className="rev-grade-links">
        <Link to={`/grade/DCIC${search}`}>
          <FormattedMessage id="grade.listLink" />
        </Link>
        <Link to={`/grade/DCIC-details${search}`}>
          <FormattedMessage id="grade.detailsLink" />
        </Link>
        {grade.isError ? (
          <Link to={`/spic-review/login?redirect=${encodeURIComponent(pathname + search)}`}>
            <FormattedMessage id="grade.login" />
          </Link>
        ) : null}
      </Space>
      <QueryState query={grade}>
        {(list) =>
          list.round === null ? (
            <FormattedMessage id="round.noneYet" />
          ) : (
            <>
              <Descriptions size="small" column={3} className="rev-grade-summary">
                <Descriptions.Item label={intl.formatMessage({ id: 'grade.edition' })}>{list.round.name}</Descriptions.Item>
                <Descriptions.Item label={intl.formatMessage({ id: 'grade.state' })}>
                  {intl.formatMessage({ id: `round.${list.round.state}` })}
                </Descriptions.Item>
                <Descriptions.Item label={intl.formatMessage({ id: 'grade.reviewedCount' })}>
                  {list.rows.filter((row) => row.assigned > 0 && row.submitted >= row.assigned).length}/{list.rows.length}
                </Descriptions.Item>
              </Descriptions>
              {view === 'home' ? null : <GradeTable list={list} details={view === 'details'} />}
            </>
          )
        }
      </QueryState>
    </AreaPage>
  );
}
