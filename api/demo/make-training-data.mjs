#!/usr/bin/env node
// Writes the data set and private answer of each demo practice problem (api/demo/content/training) from a
// fixed seed: the same files on every run. Each data set holds the training rows with their target
// and the rows to predict with the target left empty (column `split`: train or test).
//   node api/demo/make-training-data.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content', 'training');

function random(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  next.normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return next;
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const sigmoid = (z) => 1 / (1 + Math.exp(-z));

const PROBLEMS = [
  {
    course: 'python-data-analysis',
    slug: 'flower-species',
    file: 'flowers.csv',
    target: 'species',
    train: 150,
    test: 60,
    seed: 11,
    row(rand) {
      const species = ['setosa', 'versicolor', 'virginica'][Math.floor(rand() * 3)];
      const base = { setosa: [5.0, 3.4, 1.5, 0.25], versicolor: [5.9, 2.8, 4.3, 1.3], virginica: [6.6, 3.0, 5.5, 2.0] }[species];
      const spread = [0.4, 0.35, 0.45, 0.25];
      const features = base.map((mean, k) => round(mean + rand.normal() * spread[k], 1));
      return { features, header: ['sepal_length', 'sepal_width', 'petal_length', 'petal_width'], target: species };
    },
  },
  {
    course: 'classification-credit-default',
    slug: 'credit-default',
    file: 'loans.csv',
    target: 'default',
    train: 400,
    test: 200,
    seed: 23,
    row(rand) {
      const age = Math.round(22 + rand() * 43);
      const income = Math.round(3000 + rand() * 27000);
      const debtRatio = round(rand() * 0.9);
      const late = Math.floor(rand() * rand() * 6);
      const lines = Math.round(1 + rand() * 9);
      const z = -2.2 + 3 * debtRatio + 0.55 * late - income / 20000 - (age - 40) / 40 + rand.normal() * 0.6;
      return {
        features: [age, income, debtRatio, late, lines],
        header: ['age', 'monthly_income', 'debt_ratio', 'late_payments', 'credit_lines'],
        target: rand() < sigmoid(z) ? 1 : 0,
      };
    },
  },
  {
    course: 'classification-credit-default',
    slug: 'customer-churn',
    file: 'customers.csv',
    target: 'churn',
    train: 300,
    test: 150,
    seed: 37,
    row(rand) {
      const tenure = Math.round(1 + rand() * 71);
      const fee = Math.round(30 + rand() * 90);
      const calls = Math.floor(rand() * 7);
      const yearly = rand() < 0.45 ? 1 : 0;
      const z = 0.8 - tenure / 24 + (fee - 70) / 40 + 0.45 * calls - 1.3 * yearly + rand.normal() * 0.5;
      return {
        features: [tenure, fee, calls, yearly],
        header: ['tenure_months', 'monthly_fee', 'support_calls', 'yearly_contract'],
        target: rand() < sigmoid(z) ? 1 : 0,
      };
    },
  },
  {
    course: 'regression-basics',
    slug: 'house-prices',
    file: 'houses.csv',
    target: 'price',
    train: 300,
    test: 150,
    seed: 53,
    row(rand) {
      const area = Math.round(35 + rand() * 145);
      const rooms = Math.max(1, Math.min(6, Math.round(area / 30 + rand.normal() * 0.6)));
      const age = Math.round(rand() * 40);
      const distance = round(1 + rand() * 24, 1);
      const price = round(60 + 2.1 * area + 8 * rooms - 1.2 * age - 3.5 * distance + rand.normal() * 18, 1);
      return { features: [area, rooms, age, distance], header: ['area_m2', 'rooms', 'building_age', 'distance_km'], target: price };
    },
  },
];

for (const problem of PROBLEMS) {
  const rand = random(problem.seed);
  const folder = path.join(root, problem.course, 'problems', problem.slug);
  let header;
  const data = [];
  const answer = [`id,${problem.target},list`];
  for (let id = 1; id <= problem.train + problem.test; id++) {
    const row = problem.row(rand);
    header ??= ['id', 'split', ...row.header, problem.target].join(',');
    const test = id > problem.train;
    data.push([id, test ? 'test' : 'train', ...row.features, test ? '' : row.target].join(','));
    // Practice answers list every row to predict under A: the practice score is the list-A score.
    if (test) answer.push(`${id},${row.target},A`);
  }
  writeFileSync(path.join(folder, problem.file), `${[header, ...data].join('\n')}\n`);
  writeFileSync(path.join(folder, 'answer.csv'), `${answer.join('\n')}\n`);
}
