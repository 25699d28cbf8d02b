import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '@dcic/shared/router';
import { SourceCodeDetail, SourceCodeList } from '../features/source-code';

/** The share named by `?id=`, or null when there is none (or it is not an id). */
function shareIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/** `/competitions/source-code`: source code teams chose to share; `?id=` opens one share with its comments. */
export function SourceCodePage() {
  const id = shareIdFrom(useLocation().search);
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id="page.sourceCode" />
      </h1>
      {id === null ? (
        <SourceCodeList />
      ) : (
        <>
          <Link to="/competitions/source-code">
            <FormattedMessage id="sourceCode.all" />
          </Link>
          <SourceCodeDetail id={id} />
        </>
      )}
    </section>
  );
}
