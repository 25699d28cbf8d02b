import { EmptyState } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';

/**
 * The discussion tab: the competition's own board is not open yet, so it says so and leads to the
 * site's community discussion instead of showing another tab's content.
 */
export function DiscussionTab() {
  return (
    <EmptyState description={<FormattedMessage id="discuss.empty" />}>
      <a href="/discussion">
        <FormattedMessage id="discuss.goCommunity" />
      </a>
    </EmptyState>
  );
}
