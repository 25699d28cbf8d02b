import { exportLink } from './export-link';

test('the export address names the competition, and the board when one is chosen', () => {
  expect(exportLink(1001)).toBe('/api/competitions/1001/rankings/export');
  expect(exportLink(1001, { sch: 7, stage: 1 })).toBe('/api/competitions/1001/rankings/export?sch=7&stage=1');
});
