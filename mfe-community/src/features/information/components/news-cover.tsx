import type { NewsSummary } from '@dcic/shared/contract';
import { defaultCover } from '../lib/default-cover';

/** The cover of a news item, or its category's when it has none; decorative (the title says it all). */
export function NewsCover({ item, className }: { item: Pick<NewsSummary, 'coverUrl' | 'category'>; className?: string }) {
  return <img className={className ?? 'com-news-cover'} src={item.coverUrl ?? defaultCover(item.category.code)} alt="" loading="lazy" />;
}
