import { FormattedMessage } from 'react-intl';
import { SourceCodeList } from '../features/source-code';

/** `/competitions/source-code`: source code teams chose to share. */
export function SourceCodePage() {
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id="page.sourceCode" />
      </h1>
      <SourceCodeList />
    </section>
  );
}
