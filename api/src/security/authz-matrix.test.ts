// The authorization matrix of the whole API, generated from the contract: every endpoint × every kind
// of caller (anonymous, a signed-in stranger, a team member, the owner/captain, staff, the review
// area's roles 0–3; a site token at the review API and a review session at the site API fall out of
// those), each cell asserted. Requests carry ids of other people's resources in path, query and body;
// at the end the victim's data must be as it was. An endpoint of the contract this file does not
// classify fails the suite with its name. How to classify a new one: docs/security.md.
import { addEducation, addWork, type EndpointDefinition, type ReviewRole } from '@dcic/shared/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, buildTestApp, createUser, signInAs, tokenFor, type SignedIn, type TestApp } from '../test';
import { captainOf, importDemo, joinTeam, json, multipartFile, signUpFor } from '../test/competitions';
import { eq } from 'drizzle-orm';
import { teamMembers, teams } from '../modules/teams/schema';
import { upsertGeneralBoard } from '../modules/community/repository';
import { queueNotice } from '../modules/inbox';
import { loginAs, roundBody, entryProject, signupProject, type ReviewSession } from '../modules/review/test-support';
import { contractEndpoints, fillPath, queryString } from './contract-endpoints';
import { sampleOf, shapeOf } from './zod-sample';

const STAFF = 'staff-matrix@dcic.example';
const SITE = ['stranger', 'member', 'owner', 'staff'] as const;
const REVIEW = ['review0', 'review1', 'review2', 'review3'] as const;
type SitePersona = (typeof SITE)[number];
type ReviewPersona = (typeof REVIEW)[number];
type Persona = 'anonymous' | SitePersona | ReviewPersona;
const PERSONAS: Persona[] = ['anonymous', ...SITE, ...REVIEW];
const OPEN_READERS: Persona[] = ['anonymous', 'stranger', 'review0'];

interface World {
  competitionId: number;
  teamId: number;
  victimTeamId: number;
  boardId: number;
  shareId: number;
  postId: number;
  replyId: number;
  messageId: number;
  noticeId: number;
  victimEducationId: number;
  victimSkillId: number;
  victimWorkId: number;
  reviewProjectId: number;
  reviewSignupId: number;
  reviewDocumentId: number;
  openRoundId: number;
  draftRoundId: number;
  people: Record<SitePersona | 'victim' | 'celebrity', SignedIn>;
  review: Record<ReviewPersona, ReviewSession>;
}

type Part = Record<string, unknown>;
type Parts = { params?: Part; query?: Part; body?: Part };

/** Who may call an endpoint; everybody else is refused (401 without the right credentials, 403/404 otherwise). */
type Rule =
  /** Anybody: not one cell may answer 401/403. */
  | { open: true }
  /** Site personas (bearer token) in the list. Anonymous callers and review sessions get 401. */
  | { site: readonly SitePersona[] }
  /** Review sessions of these roles. Anonymous callers and site tokens get 401. */
  | { review: readonly ReviewRole[] };

interface Classification {
  rule: Rule;
  /** Values for the request, over the schema's sample and the id defaults; a function sees the world and the caller. */
  parts?: Parts | ((w: World, who: Persona) => Parts | Promise<Parts>);
  /** Statuses an allowed cell may answer besides 2xx/3xx (a domain answer that still went past the check). */
  also?: readonly number[];
  /** Callers use fresh credentials of their kind (logging out would end the suite's own sessions). */
  throwaway?: boolean;
  /** Multipart body for file endpoints. */
  file?: { name: string; content: string | Buffer; field?: string };
}

const OPEN: Rule = { open: true };
const SIGNED: Rule = { site: SITE };
const STAFF_ONLY: Rule = { site: ['staff'] };
const OWNER: Rule = { site: ['owner'] };
const TEAM: Rule = { site: ['member', 'owner'] };
const review = (...roles: ReviewRole[]): Rule => ({ review: roles });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Puts a user straight into a team (the removal under test needs a member to remove). */
async function addMember(app: TestApp, teamId: number, userId: number): Promise<void> {
  const [team] = await app.db.select().from(teams).where(eq(teams.id, teamId));
  await app.db.insert(teamMembers).values({ teamId, competitionId: team!.competitionId, userId });
}

/** A link shared by the owner's team; its id. */
async function freshShare(app: TestApp, w: World): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/competitions/submits/source-code',
    headers: w.people.owner.headers,
    payload: { cmptId: w.competitionId, title: 'Our code', description: 'How we did it', url: 'https://github.com/dcic/example' },
  });
  const id = json(res).data?.id;
  if (typeof id !== 'number') throw new Error(`no share: ${res.body}`);
  return id;
}

/** A notice to the owner; its id. */
async function freshNotice(app: TestApp, w: World): Promise<number> {
  await queueNotice(app, {
    receiverId: w.people.owner.user.id,
    kind: 'team.member-removed',
    params: { teamName: 't', competitionId: w.competitionId },
  });
  await app.jobs.drain();
  return json(await app.inject({ url: '/api/v1/inbox/notices', headers: w.people.owner.headers })).data.list[0].id;
}

async function freshPost(app: TestApp, w: World, who: SignedIn): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/discussion/posts',
    headers: who.headers,
    payload: { boardId: w.boardId, kind: 'topic', title: 'A topic', body: '<p>body</p>' },
  });
  return json(res).data.id;
}

function classifications(app: TestApp): Record<string, Classification> {
  const post = (w: World) => ({ params: { id: w.postId } });
  const reply = (w: World) => ({ params: { id: w.replyId } });
  const competition = (w: World) => ({ params: { id: w.competitionId } });
  const team = (w: World) => ({ params: { id: w.teamId } });
  const victim = (w: World) => ({ params: { id: w.people.victim.user.id } });
  return {
    // Common, language, content and pages: public reads.
    getFingerprint: { rule: OPEN },
    // 503 until the WeChat keys are configured (not in tests).
    getWeixinSignature: { rule: OPEN, also: [503] },
    setLanguage: { rule: OPEN },
    recordVisit: { rule: OPEN },
    listVisitTotals: { rule: STAFF_ONLY },
    listNewsCategories: { rule: OPEN },
    getHomeContent: { rule: OPEN },
    listNews: { rule: OPEN },
    getNews: { rule: OPEN },
    getSiteStats: { rule: OPEN },
    createNews: { rule: STAFF_ONLY },
    updateNews: { rule: STAFF_ONLY, also: [404] },
    deleteNews: { rule: STAFF_ONLY, also: [404] },
    listEditions: { rule: OPEN },
    putEdition: { rule: STAFF_ONLY, parts: { params: { year: 2031 } } },
    deleteEdition: { rule: STAFF_ONLY, parts: { params: { year: 2031 } }, also: [404] },
    listExperts: { rule: OPEN },
    putExpert: { rule: STAFF_ONLY, parts: { params: { slug: 'matrix-expert' } } },
    deleteExpert: { rule: STAFF_ONLY, parts: { params: { slug: 'matrix-expert' } }, also: [404] },
    listPages: { rule: OPEN },
    getPage: { rule: OPEN },
    putPage: { rule: STAFF_ONLY },
    deletePage: { rule: STAFF_ONLY, also: [404] },
    listSpecials: { rule: OPEN },
    getSpecialConfig: { rule: OPEN },
    getSpecialNews: { rule: OPEN },
    getSpecialPage: { rule: OPEN },
    putSpecial: { rule: STAFF_ONLY, parts: { params: { name: 'matrix' } } },
    deleteSpecial: { rule: STAFF_ONLY, parts: { params: { name: 'matrix' } }, also: [404] },

    // Users: the signed-in user's own data; ids of the victim travel along and must change nothing.
    getInitData: { rule: OPEN },
    getUserInfo: { rule: OPEN },
    getAuthData: { rule: OPEN },
    // Logging out revokes the session: every caller uses a token of its own for it.
    endSession: { rule: OPEN, throwaway: true },
    getProfileImage: { rule: OPEN },
    verifyCertificate: { rule: OPEN },
    getSignedInUser: { rule: SIGNED },
    searchRecipients: { rule: SIGNED },
    // These name the victim as the acting user (sponsorId, operatorId): refused for everybody.
    setMessageCheckedAt: { rule: { site: [] } },
    getDynamics: { rule: SIGNED, parts: victim },
    getProfile: { rule: SIGNED, parts: victim },
    getTabContent: { rule: SIGNED, parts: (w) => ({ params: { id: w.people.victim.user.id } }) },
    followUser: { rule: { site: [] } },
    getFollowStatus: { rule: { site: [] } },
    listFollowers: { rule: SIGNED, parts: victim },
    listFollowings: { rule: SIGNED, parts: victim },
    unfollowUser: { rule: { site: [] } },
    addAccomplishmentOfType: { rule: SIGNED },
    addEducation: { rule: SIGNED },
    addSkill: { rule: SIGNED },
    addWork: { rule: SIGNED },
    // The victim's entries, with the victim's id: refused for everybody else.
    deleteEducation: { rule: { site: [] }, parts: (w) => ({ query: { userEduId: w.victimEducationId } }) },
    deleteSkill: { rule: { site: [] }, parts: (w) => ({ query: { skillTagId: w.victimSkillId } }) },
    deleteWork: { rule: { site: [] }, parts: (w) => ({ query: { userWorkId: w.victimWorkId } }) },
    setLocation: { rule: SIGNED, also: [400] },
    updateLocation: { rule: SIGNED, also: [400] },
    updateBirthday: { rule: SIGNED },
    updateIndustry: { rule: SIGNED, also: [400] },
    updateIntro: { rule: SIGNED },
    updateSex: { rule: SIGNED },
    updateUserName: { rule: SIGNED, also: [409] },
    uploadAvatar: { rule: SIGNED, file: { name: 'a.png', content: PNG } },
    uploadBanner: { rule: SIGNED, file: { name: 'b.png', content: PNG } },
    getSmartInput: { rule: SIGNED },
    getPrivacySettings: { rule: SIGNED },
    updateEmailChoices: { rule: SIGNED },
    updateNoticeAudience: { rule: SIGNED },
    getAuthentication: { rule: SIGNED },
    reviewAuthentication: { rule: STAFF_ONLY, parts: (w) => ({ params: { userId: w.people.victim.user.id } }), also: [404, 409] },
    submitAuthentication: { rule: SIGNED, also: [400, 409] },
    uploadAuthenticationDocument: { rule: SIGNED, file: { name: 'id.png', content: PNG }, also: [409] },
    getGuide: { rule: SIGNED },
    getInfoCheck: { rule: SIGNED },
    saveGuideStep1: { rule: SIGNED, also: [400] },
    saveGuideStep2: { rule: SIGNED, also: [400, 409] },
    getEnterpriseApplication: { rule: SIGNED },
    // Past the sign-in, the form needs a verified identity first (403 AUTHENTICATION_REQUIRED).
    submitEnterpriseApplication: { rule: SIGNED, also: [400, 403, 409] },
    getCertificate: { rule: SIGNED, also: [404, 409] },
    getCompetitionHistory: { rule: SIGNED, parts: victim },
    getUserStanding: { rule: SIGNED, parts: victim },
    listUserDatasets: { rule: OPEN },
    getPracticeHistory: { rule: SIGNED, parts: victim },

    // Inbox: the caller's own messages and notices; the owner's by id are nobody else's business.
    listMessages: { rule: SIGNED },
    listNotices: { rule: SIGNED },
    listSessions: { rule: SIGNED },
    getInboxPreview: { rule: SIGNED },
    getUnreadCount: { rule: SIGNED },
    markAllMessagesRead: { rule: SIGNED },
    markAllNoticesRead: { rule: SIGNED },
    markMessagesRead: { rule: SIGNED, parts: (w) => ({ body: { messages: [w.messageId] } }) },
    markNoticeRead: { rule: OWNER, parts: (w) => ({ params: { id: w.noticeId } }) },
    deleteNotice: {
      rule: OWNER,
      parts: async (w, who) => ({ params: { id: who === 'owner' ? await freshNotice(app, w) : w.noticeId } }),
    },
    // The sender and the receiver each delete a message from their own inbox.
    deleteMessage: { rule: TEAM, parts: (w) => ({ params: { id: w.messageId } }) },
    sendMessage: { rule: SIGNED },
    // Test messages need the configured test token: nobody holds it here.
    sendTestMessage: { rule: { site: [] } },

    // Competitions, teams, submissions.
    listCompetitions: { rule: OPEN },
    getCompetitionPage: { rule: OPEN },
    getCompetition: { rule: OPEN },
    getRankings: { rule: OPEN },
    getWeeklyRankings: { rule: OPEN },
    listOtherCompetitions: { rule: OPEN },
    exportRankings: { rule: OPEN },
    listTeams: { rule: OPEN },
    signUp: { rule: SIGNED, parts: competition, also: [409] },
    confirmSignup: { rule: SIGNED, parts: competition, also: [404, 409] },
    agreeToDatasets: { rule: SIGNED, parts: competition, also: [403] },
    // Players of the competition (the stranger signed up) and staff.
    downloadDataset: { rule: SIGNED, parts: (w) => ({ params: { id: w.competitionId, file: 'train.csv' } }), also: [404] },
    logDownload: { rule: TEAM, parts: competition, also: [404] },
    getInvitation: { rule: SIGNED, parts: (w) => ({ params: { id: w.competitionId }, query: { part: 'invite' } }), also: [404] },
    listSubmissions: { rule: SIGNED, parts: (w) => ({ params: { id: w.competitionId }, query: { part: 'submits' } }) },
    createSubmission: { rule: TEAM, parts: competition, file: { name: 'p.csv', content: 'id,target\n' }, also: [400, 409] },
    createTeam: { rule: SIGNED, also: [403, 409] },
    updateTeam: { rule: OWNER, parts: (w) => ({ params: { id: w.teamId }, body: { announcement: 'hello' } }) },
    removeMember: {
      rule: OWNER,
      parts: async (w, who) => {
        // The owner removes a fresh member; everybody else tries to remove the member of the owner's team.
        if (who !== 'owner') return { params: { id: w.teamId, memberId: w.people.owner.user.id } };
        const spare = await signInAs(app, { name: 'spare' });
        await signUpFor(app, w.competitionId, spare);
        await addMember(app, w.teamId, spare.user.id);
        return { params: { id: w.teamId, memberId: spare.user.id } };
      },
    },
    transferCaptain: { rule: OWNER, parts: (w) => ({ params: { id: w.teamId }, body: { captainId: w.people.owner.user.id } }) },
    listJoinRequests: { rule: OWNER, parts: team },
    requestToJoin: { rule: SIGNED, parts: (w) => ({ params: { id: w.victimTeamId } }), also: [403, 409] },
    disposeJoinRequest: {
      rule: OWNER,
      parts: (w) => ({ params: { id: w.teamId, requestId: 1 }, body: { action: 'deny' } }),
      also: [404, 409],
    },
    createInvitationCode: { rule: SIGNED, also: [403, 404, 409] },
    deleteInvitationCode: { rule: SIGNED, also: [403, 404, 409] },
    findInvitation: { rule: SIGNED, also: [404] },
    listAppeals: { rule: TEAM, parts: (w) => ({ params: { id: w.competitionId }, query: { teamId: w.teamId } }) },
    createAppeal: { rule: OWNER, parts: (w) => ({ params: { id: w.competitionId }, body: { teamId: w.teamId } }), also: [409] },
    listCheatCases: { rule: STAFF_ONLY, parts: competition },
    flagCheating: {
      rule: STAFF_ONLY,
      parts: (w) => ({ params: { id: w.competitionId }, body: { teamId: w.victimTeamId + 1000 } }),
      also: [404],
    },
    unflagCheating: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.competitionId, teamId: w.victimTeamId + 1000 } }), also: [404] },
    decideAppeal: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.competitionId, appealId: 99999 } }), also: [404] },
    requestRescore: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.competitionId }, body: { submissionId: 99999 } }), also: [404] },
    getRescore: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.competitionId, rescoreId: 99999 } }), also: [404] },

    // Shared source code.
    listSourceCode: { rule: OPEN },
    downloadSourceCode: { rule: OPEN },
    listSourceCodeComments: { rule: OPEN },
    shareSourceCodeLink: { rule: SIGNED, also: [400, 403, 409] },
    shareSourceCodeFile: { rule: SIGNED, file: { name: 'code.zip', content: 'PK' }, also: [400, 403, 409] },
    addSourceCodeComment: { rule: SIGNED, parts: { body: { procedureId: 99999 } }, also: [404] },
    // A member of the sharing team may take the share down.
    deleteSourceCode: {
      rule: TEAM,
      parts: async (w, who) => ({ params: { shareId: who === 'member' || who === 'owner' ? await freshShare(app, w) : w.shareId } }),
    },

    // Discussion.
    listBoards: { rule: OPEN },
    getBoard: { rule: OPEN },
    getCompetitionBoard: { rule: OPEN },
    listPosts: { rule: OPEN },
    getPost: { rule: OPEN },
    listReplies: { rule: OPEN },
    listUserDiscussion: { rule: OPEN },
    createPost: { rule: SIGNED, parts: (w) => ({ body: { boardId: w.boardId, kind: 'topic', title: 'A topic', body: '<p>x</p>' } }) },
    createReply: { rule: SIGNED, parts: (w) => ({ params: { id: w.postId }, body: { body: '<p>reply</p>' } }) },
    updatePost: { rule: OWNER, parts: (w) => ({ params: { id: w.postId }, body: { title: 'Edited', body: '<p>edited</p>' } }) },
    updateReply: { rule: OWNER, parts: (w) => ({ params: { id: w.replyId }, body: { body: '<p>edited</p>' } }) },
    deletePost: {
      rule: OWNER,
      parts: async (w, who) => ({
        params: { id: who === 'owner' || who === 'staff' ? await freshPost(app, w, w.people.owner) : w.postId },
      }),
    },
    deleteReply: {
      rule: OWNER,
      parts: async (w, who) => {
        if (who !== 'owner' && who !== 'staff') return reply(w);
        const res = await app.inject({
          method: 'POST',
          url: `/api/discussion/posts/${w.postId}/replies`,
          headers: w.people.owner.headers,
          payload: { body: '<p>to delete</p>' },
        });
        return { params: { id: json(res).data.id } };
      },
    },
    likePost: { rule: SIGNED, parts: post, also: [403, 409] },
    unlikePost: { rule: SIGNED, parts: post, also: [403, 409] },
    likeReply: { rule: SIGNED, parts: reply, also: [403, 409] },
    unlikeReply: { rule: SIGNED, parts: reply, also: [403, 409] },
    collectPost: { rule: SIGNED, parts: post, also: [409] },
    uncollectPost: { rule: SIGNED, parts: post, also: [409] },
    // The fixture's post is a topic: past the checks, only a question takes an accepted answer (400).
    acceptAnswer: { rule: OWNER, parts: (w) => ({ params: { id: w.postId }, body: { replyId: w.replyId } }), also: [400, 409] },
    unacceptAnswer: { rule: OWNER, parts: post, also: [400, 409] },
    moderatePost: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.postId }, body: { abnormal: false } }) },
    moderateReply: { rule: STAFF_ONLY, parts: (w) => ({ params: { id: w.replyId }, body: { abnormal: false } }) },
    uploadEditorImage: { rule: SIGNED, file: { name: 'e.png', content: PNG, field: 'image' } },
    getEditorImage: { rule: OPEN },

    // Organisers.
    listApplications: { rule: STAFF_ONLY },
    listMyApplications: { rule: SIGNED },
    submitApplication: {
      rule: SIGNED,
      parts: {
        body: {
          organisation: 'Org',
          contact: 'Li',
          phone: '13800000000',
          email: 'li@example.com',
          organisationType: 'enterprise',
          topic: 'Topic',
          expectedDates: '2027',
          budget: 'undecided',
          description: 'A description long enough to pass the rules of the form.',
        },
      },
      also: [400, 409, 429],
    },
    changeApplicationStatus: { rule: STAFF_ONLY, parts: { params: { id: 99999 } }, also: [404] },

    // Datasets.
    listDatasets: { rule: OPEN },
    getDatasetFacets: { rule: OPEN },
    getDataset: { rule: OPEN },
    downloadDatasetFile: { rule: OPEN },
    publishDataset: { rule: SIGNED, file: { name: 'd.csv', content: 'a,b\n1,2\n', field: 'files' }, also: [400] },
    getDatasetForEditing: { rule: { site: [] }, parts: { params: { id: 99999 } } },
    updateDataset: { rule: { site: [] }, parts: { params: { id: 99999 } } },
    deleteDataset: { rule: { site: [] }, parts: { params: { id: 99999 } } },
    setDatasetVisibility: { rule: STAFF_ONLY, parts: { params: { id: 99999 } }, also: [404] },

    // Training.
    listCourses: { rule: OPEN },
    getCourse: { rule: OPEN },
    getLesson: { rule: OPEN },
    getPracticeProblem: { rule: OPEN },
    downloadPracticeData: { rule: OPEN },
    getPracticeLeaderboard: { rule: OPEN },
    listMyPracticeAttempts: { rule: SIGNED, also: [404] },
    submitPracticeAttempt: { rule: SIGNED, file: { name: 'p.csv', content: 'id,target\n' }, also: [400, 404] },
    putCourse: { rule: STAFF_ONLY, parts: { params: { courseId: 'matrix-course' } }, also: [400, 404] },
    deleteCourse: { rule: STAFF_ONLY, parts: { params: { courseId: 'matrix-course' } }, also: [404] },
    putPracticeFile: { rule: STAFF_ONLY, file: { name: 'f.csv', content: 'id,target\n' }, also: [400, 404] },

    // Review area: its own sessions and roles (spec §6).
    reviewLogin: { rule: OPEN, also: [400, 401] },
    reviewLogout: { rule: OPEN, throwaway: true },
    getFinalRanking: { rule: OPEN },
    getReviewSelf: { rule: review(0, 1, 2, 3) },
    getGradeList: { rule: review(0, 1, 2, 3), parts: { query: {} } },
    listReviewProjects: { rule: review(0, 1), parts: { query: { yearTag: 2019 } } },
    setProjectStatus: { rule: review(0), parts: (w) => ({ params: { id: w.reviewSignupId }, body: { status: 'preliminary' } }) },
    setProjectIntention: { rule: review(0), parts: (w) => ({ params: { id: w.reviewSignupId }, body: { intention: true } }) },
    getReviewProject: { rule: review(0, 1, 2, 3), parts: (w) => ({ params: { id: w.reviewProjectId } }) },
    getProjectSignup: { rule: review(0, 1, 2, 3), parts: (w) => ({ params: { id: w.reviewSignupId } }) },
    getProjectDocument: {
      rule: review(0, 1, 2, 3),
      parts: (w) => ({ params: { id: w.reviewProjectId, documentId: w.reviewDocumentId } }),
    },
    listRounds: { rule: review(0, 2, 3) },
    createRound: { rule: review(0), parts: { body: roundBody(2019) } },
    updateRound: { rule: review(0), parts: (w) => ({ params: { id: w.draftRoundId }, body: roundBody(2019) }) },
    setRoundState: { rule: review(0), parts: (w) => ({ params: { id: w.openRoundId }, body: { state: 'open' } }) },
    assignReviewers: { rule: review(0), parts: (w) => ({ params: { id: w.openRoundId } }) },
    listMyAssignments: { rule: review(2), parts: (w) => ({ params: { id: w.openRoundId } }) },
    saveScore: {
      rule: review(2),
      parts: (w) => ({ params: { id: w.openRoundId, projectId: w.reviewProjectId }, body: { scores: { innovation: 5 }, submit: false } }),
    },
    getRoundOverview: { rule: review(0, 3), parts: (w) => ({ params: { id: w.openRoundId } }) },
    exportRoundOverview: { rule: review(0, 3), parts: (w) => ({ params: { id: w.openRoundId }, query: { format: 'csv' } }) },
    publishRound: { rule: review(0), parts: (w) => ({ params: { id: w.draftRoundId } }), also: [409] },
    listAudit: { rule: review(0), parts: { query: {} } },
  };
}

/** Ids that stand for someone else wherever a request names them (query and body). */
function foreignIds(w: World): Part {
  const victim = w.people.victim.user.id;
  return {
    cmptId: w.competitionId,
    competitionId: w.competitionId,
    cmp: w.competitionId,
    userId: victim,
    operatorId: victim,
    sponsorId: victim,
    followedId: w.people.celebrity.user.id,
    receiverId: victim,
    receivers: [victim],
    teamId: w.victimTeamId,
    captainId: victim,
  };
}

function withForeignIds(schema: EndpointDefinition['body'], sample: unknown, w: World): Part {
  const shape = shapeOf(schema) ?? {};
  const ids = foreignIds(w);
  const value = { ...(sample as Part) };
  for (const key of Object.keys(shape)) if (key in ids) value[key] = ids[key];
  return value;
}

async function requestOf(app: TestApp, w: World, endpoint: EndpointDefinition, entry: Classification, who: Persona) {
  const own = typeof entry.parts === 'function' ? await entry.parts(w, who) : (entry.parts ?? {});
  const params = { ...withForeignIds(endpoint.params, endpoint.params ? sampleOf(endpoint.params) : {}, w), ...own.params };
  const query = endpoint.query ? { ...withForeignIds(endpoint.query, sampleOf(endpoint.query), w), ...own.query } : undefined;
  const body = endpoint.body ? { ...withForeignIds(endpoint.body, sampleOf(endpoint.body), w), ...own.body } : undefined;
  const options: InjectOptions = { method: endpoint.method, url: fillPath(endpoint.path, params) + queryString(query), headers: {} };
  if (body) options.payload = body;
  if (endpoint.multipart) {
    const file = entry.file ?? { name: 'f.bin', content: 'x' };
    const form = multipartFile(file.name, file.content, file.field ?? endpoint.multipart.file);
    options.payload = form.payload;
    options.headers = form.headers;
  }
  return options;
}

async function throwaway(app: TestApp, who: Persona): Promise<InjectOptions> {
  if (who === 'anonymous') return {};
  const role = REVIEW.indexOf(who as ReviewPersona);
  if (role >= 0) return { cookies: (await loginAs(app, role as ReviewRole, 2019, `Throwaway ${role}`)).cookies };
  return { headers: (await signInAs(app)).headers };
}

function credentials(w: World, who: Persona): InjectOptions {
  if (who === 'anonymous') return {};
  if ((REVIEW as readonly string[]).includes(who)) return { cookies: w.review[who as ReviewPersona].cookies };
  return { headers: w.people[who as SitePersona].headers };
}

function allowedBy(rule: Rule, who: Persona): boolean {
  if ('open' in rule) return true;
  if ('site' in rule) return (rule.site as readonly string[]).includes(who);
  return REVIEW.indexOf(who as ReviewPersona) >= 0 && rule.review.includes(REVIEW.indexOf(who as ReviewPersona) as ReviewRole);
}

/** The status a refused cell must have: 401 for a caller without the credentials the area reads. */
function refusedStatuses(rule: Rule, endpoint: EndpointDefinition, who: Persona): number[] {
  // A route open to anybody that checks something else (a test token) may refuse any way.
  if ('site' in rule && (endpoint.access === 'public' || endpoint.access === 'optional')) return [401, 403, 404];
  const reviewCaller = (REVIEW as readonly string[]).includes(who);
  if ('review' in rule) return reviewCaller ? [403] : [401];
  if (who === 'anonymous' || reviewCaller) return [401];
  return [403, 404];
}

describe('authorization matrix generated from the contract (pglite)', () => {
  let app: TestApp;
  let w: World;
  let victimBefore: string;

  const victimState = async () => {
    const v = w.people.victim;
    const [profile, team, followings, privacy] = await Promise.all([
      app.inject({ url: `/api/users/${v.user.id}/profile`, headers: v.headers }),
      app.inject({ url: `/api/teams?cmptId=${w.competitionId}`, headers: v.headers }),
      app.inject({ url: `/api/users/${v.user.id}/followings`, headers: v.headers }),
      app.inject({ url: '/api/users/private', headers: v.headers }),
    ]);
    return JSON.stringify([json(profile).data, json(team).data.mine, json(followings).data, json(privacy).data]);
  };

  beforeAll(async () => {
    app = await buildTestApp({ engine: 'pglite', config: { staffAccounts: [STAFF] } });
    const competitionId = await importDemo(app);
    const people = {} as World['people'];
    for (const name of ['stranger', 'member', 'owner', 'victim', 'celebrity'] as const) people[name] = await signInAs(app, { name });
    const staffUser = await createUser(app, { email: STAFF, name: 'Staff' });
    people.staff = {
      user: staffUser,
      token: '',
      headers: bearer(await tokenFor({ sub: staffUser.ssoId ?? '', account: STAFF, email: STAFF, name: staffUser.name })),
    };
    const teamId = await captainOf(app, competitionId, people.owner, 'matrix-owner');
    await joinTeam(app, competitionId, teamId, people.owner, people.member);
    const victimTeamId = await captainOf(app, competitionId, people.victim, 'matrix-victim');
    await signUpFor(app, competitionId, people.stranger);
    const boardId = await upsertGeneralBoard(app.db, {
      slug: 'matrix',
      nameZh: '综合',
      nameEn: 'General',
      descriptionZh: '综合',
      descriptionEn: 'General',
      sort: 1,
    });
    const partial = { competitionId, teamId, victimTeamId, boardId, people } as World;
    const postId = await freshPost(app, partial, people.owner);
    const replyRes = await app.inject({
      method: 'POST',
      url: `/api/discussion/posts/${postId}/replies`,
      headers: people.owner.headers,
      payload: { body: '<p>reply</p>' },
    });
    const message = await app.inject({
      method: 'POST',
      url: '/api/v1/inbox/messages',
      headers: people.owner.headers,
      payload: { receivers: [people.member.user.id], content: 'hello' },
    });
    await queueNotice(app, { receiverId: people.owner.user.id, kind: 'team.member-removed', params: { teamName: 't', competitionId } });
    await app.jobs.drain();
    const notices = json(await app.inject({ url: '/api/v1/inbox/notices', headers: people.owner.headers })).data;
    const messages = json(
      await app.inject({ url: `/api/v1/inbox/messages?participator=${people.member.user.id}`, headers: people.owner.headers }),
    ).data;
    if (!messages?.list?.length || !notices?.list?.length) throw new Error(`no message or notice: ${message.body}`);
    const victimEntry = async (url: string, payload: object) =>
      json(await app.inject({ method: 'POST', url, headers: people.victim.headers, payload })).data;
    const education = await victimEntry('/api/users/addEducation', sampleOf(addEducation.body) as object);
    const skill = await victimEntry('/api/users/addTag', { skillName: 'matrix' });
    const work = await victimEntry('/api/users/addWork', sampleOf(addWork.body) as object);

    const sessions = {} as World['review'];
    for (const role of [0, 1, 2, 3] as const) sessions[REVIEW[role]] = await loginAs(app, role, 2019, `Role ${role}`);
    const manager = { cookies: sessions.review0.cookies };
    const entry = await entryProject(app, 2019);
    const reviewSignupId = await signupProject(app, 2019);
    for (const id of [entry.projectId, reviewSignupId]) {
      await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/projects/${id}/status`, payload: { status: 'preliminary' } });
      await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/projects/${id}/intention`, payload: { intention: true } });
    }
    const round = async () =>
      json(await app.inject({ ...manager, method: 'POST', url: '/api/spic-review/rounds', payload: roundBody(2019) })).data.id;
    const openRoundId = await round();
    await app.inject({ ...manager, method: 'POST', url: `/api/spic-review/rounds/${openRoundId}/assignments` });
    await app.inject({ ...manager, method: 'PUT', url: `/api/spic-review/rounds/${openRoundId}/state`, payload: { state: 'open' } });
    const draftRoundId = await round();
    const detail = json(await app.inject({ ...manager, url: `/api/spic/${entry.projectId}` })).data;

    w = {
      ...partial,
      postId,
      replyId: json(replyRes).data.id,
      messageId: messages.list[0].id,
      noticeId: notices.list[0].id,
      victimEducationId: education.userEduId ?? education.id,
      victimSkillId: skill.userSkillId ?? skill.id,
      victimWorkId: work.userWorkId ?? work.id,
      reviewProjectId: entry.projectId,
      reviewSignupId,
      reviewDocumentId: detail.documents[0].id,
      openRoundId,
      draftRoundId,
      review: sessions,
    };
    w.shareId = await freshShare(app, w);
    victimBefore = await victimState();
  }, 240_000);
  afterAll(() => app.close());

  it('classifies every endpoint of the contract', () => {
    const known = classifications(app);
    const unclassified = contractEndpoints()
      .map(({ name }) => name)
      .filter((name) => !(name in known));
    expect(unclassified).toEqual([]);
    const stale = Object.keys(known).filter((name) => !contractEndpoints().some((e) => e.name === name));
    expect(stale).toEqual([]);
  });

  it('answers every cell as classified, and nobody writes to the victim', async () => {
    const known = classifications(app);
    const figures = { cells: 0, refused: 0, allowed: 0, unexpected: 0 };
    const unexpected: string[] = [];
    for (const { name, endpoint } of contractEndpoints()) {
      const entry = known[name];
      if (!entry) continue;
      // Refused callers first: an allowed one may use the resource up (a delete). A read open to anybody
      // is tried without credentials, with a site token and with a review session.
      const callers = 'open' in entry.rule && endpoint.method === 'GET' ? OPEN_READERS : PERSONAS;
      const order = [...callers].sort((a, b) => Number(allowedBy(entry.rule, a)) - Number(allowedBy(entry.rule, b)));
      for (const who of order) {
        let request: InjectOptions;
        try {
          request = await requestOf(app, w, endpoint, entry, who);
        } catch (error) {
          figures.cells += 1;
          figures.unexpected += 1;
          unexpected.push(`${name} as ${who}: the request could not be made: ${String(error)}`);
          continue;
        }
        const auth = entry.throwaway ? await throwaway(app, who) : credentials(w, who);
        const res: LightMyRequestResponse = await app.inject({
          ...request,
          ...auth,
          headers: { ...(request.headers as Record<string, string>), ...(auth.headers as Record<string, string> | undefined) },
        });
        figures.cells += 1;
        const status = res.statusCode;
        const allowed = allowedBy(entry.rule, who);
        const ok = allowed
          ? status < 400 ||
            (entry.also ?? []).includes(status) ||
            ('open' in entry.rule && status < 500 && status !== 401 && status !== 403)
          : refusedStatuses(entry.rule, endpoint, who).includes(status);
        if (!ok) {
          figures.unexpected += 1;
          unexpected.push(`${name} ${endpoint.method} ${request.url} as ${who}: ${status} ${res.body.slice(0, 160)}`);
        } else if (allowed) figures.allowed += 1;
        else figures.refused += 1;
      }
    }
    console.log(
      `authorization matrix: ${figures.cells} cells tried, ${figures.refused} refused as expected, ${figures.allowed} allowed as expected, ${figures.unexpected} unexpected`,
    );
    expect(unexpected).toEqual([]);
    const expectedCells = contractEndpoints().reduce(
      (sum, { name, endpoint }) => sum + ('open' in known[name]!.rule && endpoint.method === 'GET' ? OPEN_READERS : PERSONAS).length,
      0,
    );
    expect(figures.cells).toBe(expectedCells);
    expect(await victimState()).toBe(victimBefore);
  });
});
