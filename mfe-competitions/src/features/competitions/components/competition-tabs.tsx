import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Link } from '@dcic/shared/router';

interface CompetitionTab {
  key: string;
  label: string;
  /** The tab's own address: a tab is a page of the competition, which a link can open. */
  to: string;
}

export interface CompetitionTabsProps {
  /** What the list of tabs is, for a screen reader. */
  label: string;
  tabs: readonly CompetitionTab[];
  active: string;
  /** The shown tab's content; the others are not made at all. */
  children: ReactNode;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The competition's tabs: links to each tab's address, drawn as a tab list (WAI-ARIA tabs, activated
 * by hand: the arrow keys, Home and End move between the tabs, Enter opens one). A few lines of links
 * instead of antd's Tabs, whose overflow menu, dropdown and motion cost the page ~30 KB gzip of
 * JavaScript that the first view never uses.
 */
export function CompetitionTabs({ label, tabs, active, children }: CompetitionTabsProps) {
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    links.current[move(index, tabs.length)]?.focus();
  };
  return (
    <div className="cmp-tabs">
      <div role="tablist" aria-label={label} className="cmp-tabs-list">
        {tabs.map((tab, index) => (
          <Link
            role="tab"
            aria-selected={tab.key === active}
            aria-controls="cmp-tab-panel"
            id={`cmp-tab-${tab.key}`}
            key={tab.key}
            to={tab.to}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'cmp-tab cmp-tab-active' : 'cmp-tab'}
            ref={(link) => {
              links.current[index] = link;
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id="cmp-tab-panel" aria-labelledby={`cmp-tab-${active}`} className="cmp-tab-panel">
        {children}
      </div>
    </div>
  );
}
