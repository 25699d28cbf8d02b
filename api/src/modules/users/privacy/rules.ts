// Who may see which part of a profile. The API applies this to every read, so hiding a part is
// never only a matter of the page not showing it.
import type { HiddenParts, PrivacySettings } from '@dcic/shared/contract';

export interface Relation {
  isOwner: boolean;
  /** The viewer follows the owner. */
  viewerFollows: boolean;
  /** The owner follows the viewer. */
  followsViewer: boolean;
}

export function hiddenParts(settings: PrivacySettings, relation: Relation): HiddenParts {
  if (relation.isOwner) return { education: false, career: false, competition: false, practice: false, email: false, notices: false };
  const mutual = relation.viewerFollows && relation.followsViewer;
  return {
    education: !settings.showEducation,
    career: !settings.showCareer,
    competition: !settings.showCompetition,
    // Practice is taking part too: one choice, "show what I took part in", covers both histories.
    practice: !settings.showCompetition,
    email: !settings.showEmail,
    notices: settings.noticeAudience === 'mutual' && !mutual,
  };
}
