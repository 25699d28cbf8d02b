import multipart from '@fastify/multipart';
import {
  DATASET_FILE_MAX_BYTES,
  DATASET_FILES_MAX,
  deleteDataset,
  downloadDatasetFile,
  getDataset,
  getDatasetFacets,
  getDatasetForEditing,
  listDatasets,
  listUserDatasets,
  publishDataset,
  setDatasetVisibility,
  updateDataset,
} from '@dcic/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { strictLimit } from '../../plugins/rate-limit';
import { isStaff } from '../users';
import * as datasets from './service';

function viewerOf(request: FastifyRequest): datasets.Viewer {
  const user = request.currentUser;
  return { user, staff: user !== null && isStaff(request.server, request.identity?.account) };
}

/** A name for the `filename` parameter: plain ASCII, the full name goes in `filename*`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

async function datasetsRoutes(app: FastifyInstance) {
  // Fields first (the descriptions are the largest), then the files.
  await app.register(multipart, {
    limits: { files: DATASET_FILES_MAX, fileSize: DATASET_FILE_MAX_BYTES, fields: 10, fieldSize: 256 * 1024 },
  });
  const limited = { config: { rateLimit: strictLimit } };

  route(app, listDatasets, (request) => {
    const { search, licence, competition, race, tag, sort, page, per_page } = request.query;
    return datasets.listDatasets(app, { search, licence, competition, race, tag, sort, page, perPage: per_page }, request.lang);
  });
  route(app, getDatasetFacets, (request) => datasets.facets(app, request.lang));
  route(app, getDataset, (request) => datasets.readDataset(app, viewerOf(request), request.params.id, request.lang));
  route(app, downloadDatasetFile, async (request, reply) => {
    const { stream, name, size } = await datasets.download(app, viewerOf(request), request.params.id, request.params.fileId, new Date());
    // Served as a download, never shown inline: a dataset's file is somebody else's content.
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(size))
      .header('content-disposition', `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
  route(app, listUserDatasets, (request) =>
    datasets.userDatasets(
      app,
      viewerOf(request),
      request.params.id,
      { page: request.query.page, perPage: request.query.per_page },
      request.lang,
    ),
  );

  route(
    app,
    publishDataset,
    (request) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) raise('DATASET_FILES_REQUIRED');
      return datasets.publish(app, user, request.parts(), new Date());
    },
    limited,
  );
  route(app, getDatasetForEditing, (request) => datasets.readForEditing(app, viewerOf(request), request.params.id, request.lang));
  route(app, updateDataset, (request) => datasets.update(app, viewerOf(request), request.params.id, request.body));
  route(app, deleteDataset, (request) => datasets.remove(app, viewerOf(request), request.params.id));
  route(app, setDatasetVisibility, (request) => datasets.setHidden(app, request.params.id, request.body.hidden));
}

export default fp(datasetsRoutes, {
  name: 'datasets-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors', 'file-store'],
});
