// The overview as a table for CSV and XLSX, with headers in the caller's language.
import type { Lang, Overview } from '@dcic/shared/contract';
import writeXlsxFile from 'write-excel-file/node';

export { toCsv } from '../../lib/csv';

type Cell = string | number | null;

const HEADERS: Record<Lang, Record<string, string>> = {
  'zh-CN': {
    rank: '排名',
    id: '项目编号',
    title: '项目',
    competition: '赛题',
    organisation: '单位',
    reviewers: '评审专家',
    average: '加权平均分',
    spread: '分差',
    disagreement: '分歧较大',
    submitted: '已提交/已分配',
    yes: '是',
    no: '否',
  },
  'en-US': {
    rank: 'Rank',
    id: 'Project id',
    title: 'Project',
    competition: 'Competition',
    organisation: 'Organisation',
    reviewers: 'Reviewers',
    average: 'Weighted average',
    spread: 'Spread',
    disagreement: 'Large disagreement',
    submitted: 'Submitted/assigned',
    yes: 'yes',
    no: 'no',
  },
};

export function overviewTable(overview: Overview, lang: Lang): Cell[][] {
  const h = HEADERS[lang];
  const { scheme } = overview.round;
  const header: Cell[] = [
    h.rank!,
    h.id!,
    h.title!,
    h.competition!,
    h.organisation!,
    h.reviewers!,
    ...scheme.map((c) => c.name),
    h.average!,
    h.spread!,
    h.disagreement!,
    h.submitted!,
  ];
  const rows = overview.rows.map((row): Cell[] => [
    row.rank,
    row.project.id,
    row.project.title,
    row.project.competition?.name ?? null,
    row.project.organisation ?? row.project.team?.name ?? null,
    row.reviewers.map((r) => (r.total === null ? r.reviewer.name : `${r.reviewer.name} ${r.total}`)).join('; '),
    ...scheme.map((c) => row.criteria[c.key] ?? null),
    row.average,
    row.spread,
    row.disagreement ? h.yes! : h.no!,
    `${row.submitted}/${row.reviewers.length}`,
  ]);
  return [header, ...rows];
}

export function toXlsx(table: Cell[][]): Promise<Buffer> {
  return writeXlsxFile(
    table.map((row, index) =>
      row.map((value) => (value === null ? null : { value, fontWeight: index === 0 ? ('bold' as const) : undefined })),
    ),
  ).toBuffer();
}
