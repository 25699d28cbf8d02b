import { ProjectListArea } from '../features/projects';

/** Pilot-intention viewers: the intention projects only (the API lists nothing else to them). */
export function IntentionPage() {
  return <ProjectListArea titleId="page.intentionproject" status="all" withStatus={false} />;
}
