import multipart from '@fastify/multipart';
import {
  acceptAnswer,
  collectPost,
  createPost,
  createReply,
  deletePost,
  deleteReply,
  EDITOR_IMAGE_UPLOAD,
  getBoard,
  getCompetitionBoard,
  getEditorImage,
  getPost,
  likePost,
  likeReply,
  listBoards,
  listPosts,
  listReplies,
  listUserDiscussion,
  moderatePost,
  moderateReply,
  unacceptAnswer,
  uncollectPost,
  unlikePost,
  unlikeReply,
  updatePost,
  updateReply,
  uploadEditorImage,
} from '@dcic/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { raise } from '../../errors/app-error';
import { route } from '../../lib/endpoint-route';
import { readPublicImage } from '../../lib/public-images';
import { signedInUser, staffAccount } from '../../plugins/auth';
import { strictLimit } from '../../plugins/rate-limit';
import { isStaff } from '../users';
import { storeEditorImage } from './images';
import * as discussion from './service';

function viewerOf(request: FastifyRequest): discussion.Viewer {
  return { user: request.currentUser ?? null, staff: Boolean(request.currentUser) && isStaff(request.server, request.identity?.account) };
}

async function communityRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: EDITOR_IMAGE_UPLOAD.maxBytes } });
  }

  route(app, listBoards, (request) => discussion.boards(app, request.query.kind, request.lang));
  route(app, getBoard, (request) => discussion.board(app, request.params.id, request.lang));
  route(app, getCompetitionBoard, (request) => discussion.competitionBoard(app, request.params.competitionId, request.lang));

  route(app, listPosts, (request) => {
    const { per_page, ...query } = request.query;
    return discussion.listPosts(app, { ...query, perPage: per_page }, viewerOf(request), request.lang, new Date());
  });
  route(app, getPost, (request) => discussion.readPost(app, request.params.id, viewerOf(request), request.lang));
  route(app, createPost, (request) =>
    discussion.createPost(app, signedInUser(request), request.body, viewerOf(request), request.lang, new Date()),
  );
  route(app, updatePost, (request) =>
    discussion.updatePost(app, signedInUser(request), request.params.id, request.body, viewerOf(request), request.lang, new Date()),
  );
  route(app, deletePost, (request) => discussion.deletePost(app, signedInUser(request), request.params.id));

  route(app, listReplies, (request) =>
    discussion.listReplies(app, request.params.id, { page: request.query.page, perPage: request.query.per_page }, viewerOf(request)),
  );
  route(app, createReply, (request) =>
    discussion.createReply(app, signedInUser(request), request.params.id, request.body.body, viewerOf(request), new Date()),
  );
  route(app, updateReply, (request) =>
    discussion.updateReply(app, signedInUser(request), request.params.id, request.body.body, viewerOf(request), new Date()),
  );
  route(app, deleteReply, (request) => discussion.deleteReply(app, signedInUser(request), request.params.id));

  route(app, likePost, (request) => discussion.likePost(app, signedInUser(request), request.params.id, true));
  route(app, unlikePost, (request) => discussion.likePost(app, signedInUser(request), request.params.id, false));
  route(app, likeReply, (request) => discussion.likeReply(app, signedInUser(request), request.params.id, true));
  route(app, unlikeReply, (request) => discussion.likeReply(app, signedInUser(request), request.params.id, false));
  route(app, collectPost, (request) => discussion.collectPost(app, signedInUser(request), request.params.id, true));
  route(app, uncollectPost, (request) => discussion.collectPost(app, signedInUser(request), request.params.id, false));
  route(app, acceptAnswer, (request) => discussion.acceptAnswer(app, signedInUser(request), request.params.id, request.body.replyId));
  route(app, unacceptAnswer, (request) => discussion.acceptAnswer(app, signedInUser(request), request.params.id, null));

  // Staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, moderatePost, (request) =>
    discussion.moderatePost(app, staffAccount(request), request.params.id, request.body.abnormal, request.body.reason),
  );
  route(app, moderateReply, (request) =>
    discussion.moderateReply(app, staffAccount(request), request.params.id, request.body.abnormal, request.body.reason),
  );

  route(app, listUserDiscussion, (request) =>
    discussion.userTab(
      app,
      request.params.id,
      request.params.tab,
      { page: request.query.page, perPage: request.query.per_page },
      viewerOf(request),
      request.lang,
    ),
  );

  route(app, uploadEditorImage, (request) => storeEditorImage(request, app.files), { config: { rateLimit: strictLimit } });
  route(app, getEditorImage, async (request, reply) => {
    const image = await readPublicImage(app.files, request.params.name);
    if (!image) raise('NOT_FOUND');
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.bytes);
  });
}

export default fp(communityRoutes, {
  name: 'community-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors', 'file-store'],
});
