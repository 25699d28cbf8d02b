import type { CompetitionList, CompetitionSummary } from '@dcic/shared/contract';

const race = { id: 3, nameCn: '大数据', nameEn: 'Big data', sort: 0, banner: '', bannerUrl: '', bannerStatus: 1 };

/** A list answer of one competition open for sign-up, with the given fields changed. */
export function competitionListOf(competition: Partial<CompetitionSummary> = {}): CompetitionList {
  return {
    cmpt: {
      competitions: [
        {
          id: 1001,
          name: '信贷违约风险预测',
          summary: '',
          type: 'computing',
          race,
          tags: [],
          industry: null,
          reward: '',
          bonus: 0,
          startTime: '2026-01-01T00:00:00.000Z',
          endTime: '2026-12-31T00:00:00.000Z',
          isOpenSignup: true,
          timeState: 'in-progress',
          canSignup: true,
          teams: 0,
          players: 0,
          ...competition,
        },
      ],
      total: 1,
    },
    cmptTags: [],
    industries: [],
    races: [race],
  };
}
