// The datasets catalogue (the community area's `/datasets` pages, the home page and the profile's
// datasets tab): datasets in both languages with their files, licence, linked competitions and
// download counts; signed-in users publish them, their publisher (or staff) edits and deletes them.
import { z } from 'zod';
import { IsoDateTime, pageOf } from './common';
import { RecordId } from './competition-page';
import {
  DATASET_COMPETITIONS_MAX,
  DATASET_DESCRIPTION_MAX,
  DATASET_LICENCES,
  DATASET_NAME_MAX,
  DATASET_PER_PAGE,
  DATASET_SEARCH_MAX,
  DATASET_SORTS,
  DATASET_TAG_MAX,
  DATASET_TAGS_MAX,
} from './constants/datasets';
import { endpoint } from './endpoint';

const tags = ['datasets'];

export const DatasetLicence = z.enum(DATASET_LICENCES).meta({ id: 'DatasetLicence' });
export type DatasetLicence = z.infer<typeof DatasetLicence>;
export const DatasetSort = z.enum(DATASET_SORTS);
export type DatasetSort = z.infer<typeof DatasetSort>;

export const DatasetIdParams = z.object({ id: RecordId });
export const DatasetFileIdParams = z.object({ id: RecordId, fileId: RecordId });

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(50).default(DATASET_PER_PAGE);

export const DatasetListQuery = z.object({
  search: z.string().trim().max(DATASET_SEARCH_MAX).optional().describe('words of the name, description or tags, in either language'),
  licence: DatasetLicence.optional(),
  competition: RecordId.optional().describe('datasets linked to this competition'),
  race: z.string().trim().max(40).optional().describe('datasets linked to a competition of this race category (its code)'),
  tag: z.string().trim().max(DATASET_TAG_MAX).optional(),
  sort: DatasetSort.default('latest'),
  page,
  per_page: perPage,
});
export type DatasetListQuery = z.input<typeof DatasetListQuery>;

export const UserDatasetsQuery = z.object({ page, per_page: perPage });

/** Who published a dataset: a user of the site, or the platform itself (the competitions' data). */
export const DatasetPublisher = z.object({
  kind: z.enum(['user', 'platform']),
  id: z.number().int().nullable().describe('the user; null for the platform'),
  name: z.string(),
});

export const DatasetCompetition = z.object({ id: z.number().int(), name: z.string() });
export type DatasetCompetition = z.infer<typeof DatasetCompetition>;

export const DatasetFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().min(0).describe('bytes'),
  url: z.string().describe('where the file is downloaded (each download is counted)'),
});
export type DatasetFile = z.infer<typeof DatasetFile>;

export const DatasetSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The start of the description as plain text. */
    excerpt: z.string(),
    licence: DatasetLicence,
    size: z.number().int().min(0).describe('bytes of all its files'),
    fileCount: z.number().int().min(0),
    downloads: z.number().int().min(0),
    competitions: z.array(DatasetCompetition),
    publisher: DatasetPublisher,
    tags: z.array(z.string()),
    hidden: z.boolean().describe('hidden by staff: seen by its publisher and staff only'),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'DatasetSummary' });
export type DatasetSummary = z.infer<typeof DatasetSummary>;

export const DatasetList = pageOf(DatasetSummary);
export type DatasetList = z.infer<typeof DatasetList>;

export const DatasetDetail = DatasetSummary.extend({
  /** Markdown, rendered by the page with `LazyMarkdown` (`@dcic/shared/markdown`). */
  description: z.string(),
  files: z.array(DatasetFile),
  canEdit: z.boolean().describe('the viewer is its publisher or staff'),
  canHide: z.boolean().describe('the viewer is staff'),
}).meta({ id: 'DatasetDetail' });
export type DatasetDetail = z.infer<typeof DatasetDetail>;

/** What the catalogue's filters offer: tags and linked competitions in use, and the race categories. */
export const DatasetFacets = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  competitions: z.array(DatasetCompetition.extend({ count: z.number().int() })),
  races: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DatasetFacets = z.infer<typeof DatasetFacets>;

const Name = z.string().trim().min(1).max(DATASET_NAME_MAX);
const Description = z.string().trim().min(1).max(DATASET_DESCRIPTION_MAX);
const Tag = z
  .string()
  .trim()
  .min(1)
  .max(DATASET_TAG_MAX)
  .regex(/^[^,<>]+$/, 'no commas or angle brackets');

/** A dataset's own fields as its publisher writes them: both languages at once. */
export const DatasetInput = z.object({
  nameZh: Name,
  nameEn: Name,
  descriptionZh: Description,
  descriptionEn: Description,
  licence: DatasetLicence,
  tags: z.array(Tag).max(DATASET_TAGS_MAX).default([]),
  competitionIds: z.array(z.number().int().min(1)).max(DATASET_COMPETITIONS_MAX).default([]),
});
export type DatasetInput = z.input<typeof DatasetInput>;

/** The parts of a comma-separated multipart field. */
const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** The text fields of a publication, sent as multipart fields before the files. */
export const DatasetFields = DatasetInput.extend({
  tags: commaList.pipe(z.array(Tag).max(DATASET_TAGS_MAX)).describe('comma-separated'),
  competitionIds: commaList
    .pipe(z.array(z.coerce.number<string>().int().min(1).max(2_147_483_647)).max(DATASET_COMPETITIONS_MAX))
    .describe('comma-separated competition ids'),
});
export type DatasetFields = z.input<typeof DatasetFields>;

/** What the edit form starts with: the fields as stored, both languages, and the linked competitions named. */
export const DatasetForEditing = z
  .object({
    id: z.number().int(),
    nameZh: z.string(),
    nameEn: z.string(),
    descriptionZh: z.string().describe('Markdown'),
    descriptionEn: z.string().describe('Markdown'),
    licence: DatasetLicence,
    tags: z.array(z.string()),
    competitions: z.array(DatasetCompetition).describe("in the reader's language"),
  })
  .meta({ id: 'DatasetForEditing' });
export type DatasetForEditing = z.infer<typeof DatasetForEditing>;

export const DatasetVisibility = z.object({ hidden: z.boolean() });

export const DatasetWritten = z.object({ id: z.number().int() });

export const listDatasets = endpoint({
  method: 'GET',
  path: '/api/datasets',
  access: 'public',
  tags,
  summary: 'The catalogue of datasets (hidden ones left out): searched in both languages, filtered, newest or most downloaded first',
  query: DatasetListQuery,
  response: DatasetList,
});

export const getDatasetFacets = endpoint({
  method: 'GET',
  path: '/api/datasets/facets',
  access: 'public',
  tags,
  summary: "What the catalogue's filters offer: tags and linked competitions in use, race categories",
  response: DatasetFacets,
});

export const getDataset = endpoint({
  method: 'GET',
  path: '/api/datasets/:id',
  access: 'optional',
  tags,
  summary: 'A dataset with its description and files (a hidden one to its publisher and staff only)',
  params: DatasetIdParams,
  response: DatasetDetail,
  errors: [404],
});

export const downloadDatasetFile = endpoint({
  method: 'GET',
  path: '/api/datasets/:id/files/:fileId',
  access: 'optional',
  tags,
  summary: "Download a dataset's file (logged and counted)",
  params: DatasetFileIdParams,
  response: z.string().describe('the file'),
  envelope: false,
  errors: [404],
});

export const publishDataset = endpoint({
  method: 'POST',
  path: '/api/datasets',
  access: 'user',
  tags,
  summary: 'Publish a dataset: its fields, then one or more files (signed-in users)',
  multipart: { file: 'files', fields: ['nameZh', 'nameEn', 'descriptionZh', 'descriptionEn', 'licence', 'tags', 'competitionIds'] },
  response: DatasetWritten,
  successStatus: 201,
  errors: [413],
});

export const getDatasetForEditing = endpoint({
  method: 'GET',
  path: '/api/datasets/:id/editing',
  access: 'user',
  tags,
  summary: "A dataset's fields in both languages, as its edit form starts with (its publisher or staff)",
  params: DatasetIdParams,
  response: DatasetForEditing,
  errors: [404],
});

export const updateDataset = endpoint({
  method: 'PUT',
  path: '/api/datasets/:id',
  access: 'user',
  tags,
  summary: "Replace a dataset's fields; its files and downloads stay (its publisher or staff)",
  params: DatasetIdParams,
  body: DatasetInput,
  response: DatasetWritten,
  errors: [404],
  idempotent: true,
});

export const deleteDataset = endpoint({
  method: 'DELETE',
  path: '/api/datasets/:id',
  access: 'user',
  tags,
  summary: 'Delete a dataset with its files (its publisher or staff)',
  params: DatasetIdParams,
  response: DatasetWritten,
  errors: [404],
  idempotent: true,
});

export const setDatasetVisibility = endpoint({
  method: 'PUT',
  path: '/api/datasets/:id/visibility',
  access: 'staff',
  tags,
  summary: 'Hide a dataset from the catalogue, or show it again (staff)',
  params: DatasetIdParams,
  body: DatasetVisibility,
  response: DatasetWritten,
  errors: [404],
  idempotent: true,
});

export const listUserDatasets = endpoint({
  method: 'GET',
  path: '/api/users/:id/datasets',
  access: 'optional',
  tags,
  summary: "Datasets a user published, newest first (the profile's datasets tab; hidden ones to the user and staff only)",
  params: z.object({ id: RecordId }),
  query: UserDatasetsQuery,
  response: DatasetList,
  errors: [404],
});
