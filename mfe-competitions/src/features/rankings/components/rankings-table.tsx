import type { RankingRow } from '@dcic/shared/contract';
import { formatDate } from '@dcic/shared';

/** The ranking table columns of spec §2, shared by the leaderboard tab and the result details. */
export function rankingColumns(t: (id: string) => string) {
  return [
    { title: t('rank.rank'), dataIndex: 'rank', key: 'rank' },
    { title: t('rank.change'), dataIndex: 'rankChange', key: 'rankChange', render: (v: number | null) => (v === null ? '-' : v > 0 ? `↑${v}` : v < 0 ? `↓${-v}` : '0') },
    { title: t('rank.team'), dataIndex: 'teamName', key: 'teamName' },
    { title: t('rank.score'), dataIndex: 'score', key: 'score' },
    { title: t('rank.count'), dataIndex: 'validSubmitCount', key: 'validSubmitCount' },
    { title: t('rank.time'), dataIndex: 'scoreTime', key: 'scoreTime', render: (v: string) => formatDate(v, 'yyyy-MM-dd hh:mm:ss') },
    { title: t('rank.code'), dataIndex: 'sourceCodeUrl', key: 'sourceCodeUrl', render: (v: string | null) => (v ? <a href={v}>{t('rank.view')}</a> : '-') },
    { title: t('rank.members'), dataIndex: 'members', key: 'members', render: (m: RankingRow['members']) => m.map((x) => x.name).join(', ') },
    { title: t('rank.organisation'), dataIndex: 'organisation', key: 'organisation', render: (v: string) => v || '-' },
  ];
}
