export const helpTabs = ['about', 'faq', 'process', 'host-process', 'contact', 'privacy', 'terms'] as const;
export type HelpTab = (typeof helpTabs)[number];

/** The tab of /help/:tab?; a missing or unknown tab opens "about". */
export function toHelpTab(value: string | undefined): HelpTab {
  return helpTabs.find((tab) => tab === value) ?? 'about';
}
