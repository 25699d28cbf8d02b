import { formatDate, QueryState } from '@dcic/shared';
import { Spin } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useSourceCode } from '../api/source-code';
import { PagedList } from './paged-list';

/** Source code teams chose to share, newest first, a page at a time; each opens its page with comments. */
export function SourceCodeList({ competitionId }: { competitionId?: number }) {
  const [page, setPage] = useState(1);
  const shares = useSourceCode({ page, cmptId: competitionId });
  return (
    <QueryState query={shares} loading={<Spin />} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <PagedList
          data={data}
          page={page}
          onPage={setPage}
          title={(s) => <Link to={`/competitions/source-code?id=${s.id}`}>{s.title}</Link>}
          description={(s) => (
            <>
              {s.competitionName} · {s.teamName} · {formatDate(s.createdAt, 'yyyy-MM-dd')} ·{' '}
              <FormattedMessage id="sourceCode.comments" values={{ count: s.commentCount }} />
            </>
          )}
        />
      )}
    </QueryState>
  );
}
