import { HELP_TABS } from '@dcic/shared/constants';

export const helpTabs = HELP_TABS;
export type HelpTab = (typeof HELP_TABS)[number];

/** The tab of /help/:tab?; a missing or unknown tab opens "about". */
export function toHelpTab(value: string | undefined): HelpTab {
  return helpTabs.find((tab) => tab === value) ?? 'about';
}
