// Facts of user pages, editing, privacy, identity authentication and the enterprise application that
// pages and the API share (spec §2, §5, §6, §9).

/** The profile screen's tabs in the order shown (spec §2); the path segment under /users/{id}. */
export const PROFILE_TABS = [
  'notices',
  'competition-history',
  'practice',
  'followings',
  'followers',
  'collections',
  'publishes',
  'datasets',
  'answers',
  'asks',
  'abnormal-answers',
  'abnormal-asks',
  'articles',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Tabs the users area fills itself: the user's dynamics, competition history and the two follow lists. */
export const OWN_TABS = ['notices', 'competition-history', 'followings', 'followers'] as const satisfies readonly ProfileTab[];
type ContentTabName = Exclude<ProfileTab, (typeof OWN_TABS)[number]>;

/** The other tabs, whose items belong to other areas (served as pages of items). */
export const CONTENT_TABS = PROFILE_TABS.filter((tab): tab is ContentTabName => !(OWN_TABS as readonly string[]).includes(tab));

/** Dynamics and tab items per page. */
export const PROFILE_PAGE_SIZE = 10;
/** Followers and followed users per page. */
export const FOLLOW_PAGE_SIZE = 20;

/** Recipient search of the send-message dialog (spec §9): asked 400 ms after the last keystroke, 5 per page. */
export const RECIPIENT_PAGE_SIZE = 5;
export const RECIPIENT_DEBOUNCE_MS = 400;

export const ACCOMPLISHMENT_KINDS = ['article', 'project', 'prize', 'others'] as const;

export const MAX_SKILLS = 20;
/** Career or education rows, each. */
export const MAX_HISTORY = 30;
export const MAX_ACCOMPLISHMENTS = 50;

/** Longest text of each field a user types (characters, after trimming). */
export const TEXT_LIMITS = {
  userName: 30,
  name: 30,
  introduction: 200,
  industry: 50,
  province: 30,
  location: 50,
  jobName: 50,
  companyName: 100,
  majorName: 50,
  schoolName: 100,
  degreeName: 30,
  department: 100,
  title: 50,
  profession: 50,
  skillName: 20,
  accomplishmentName: 100,
  organization: 100,
  description: 500,
  trueName: 50,
  idNumber: 40,
  reviewReason: 200,
  contactName: 30,
  searchKeyword: 50,
} as const;

/** Avatars and banners: what the cropper sends (JPEG) or a plain PNG/WebP. */
export const PROFILE_IMAGE_UPLOAD = { maxBytes: 5 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'] } as const;

/** Privacy choice of who sees the user's dynamics (spec §6). */
export const NOTICE_AUDIENCES = ['everyone', 'mutual'] as const;

export const AUTH_STATUSES = ['not-submitted', 'awaiting-documents', 'reviewing', 'succeeded', 'failed'] as const;

export const MAINLAND_DOCUMENT_TYPES = ['id-card'] as const;
export const OVERSEAS_DOCUMENT_TYPES = ['passport', 'hk-macao-permit', 'taiwan-permit', 'foreign-permanent-residence'] as const;

/** Upload limits of the document photo by kind: the spec's two readings, one per kind (§5). */
export const DOCUMENT_LIMITS = {
  mainland: { maxBytes: 500 * 1024, formats: ['jpeg', 'png'] },
  overseas: { maxBytes: 3 * 1024 * 1024, formats: ['jpeg', 'png', 'bmp'] },
} as const;

/** Items of the completeness check before submitting work (spec §5). */
export const INFO_CHECK_ITEMS = ['email', 'introduction', 'birthday', 'industry', 'skills', 'city', 'education'] as const;

export const ENTERPRISE_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The 18-character unified social credit code. */
export const CREDIT_CODE_PATTERN = /^[0-9A-Z]{18}$/;
export const CONTACT_PHONE_PATTERN = /^\+?[0-9-]{6,20}$/;

/** Profile fields whose input suggests what other users entered (spec §7 smartInput). */
export const SMART_INPUT_KINDS = ['school', 'major', 'company', 'job', 'skill', 'city'] as const;
/** Suggestions are asked this long after the last keystroke; at most `limit` come back; calls per minute per client. */
export const SMART_INPUT = { debounceMs: 300, limit: 10, maxKeyword: 30, perMinute: 60 } as const;

/** Users one authData call may ask about. */
export const AUTH_DATA_MAX_IDS = 50;

/** Spec §9: the certificate call may take this long (the PDF is made on the first request). */
export const CERTIFICATE_TIMEOUT_MS = 60_000;
/** A certificate's verification code: four groups of four Crockford base32 characters (no I, L, O, U). */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
/** Where a standing comes from: leaderboard list A or B (computing), or the published review ranking (solution). */
export const STANDING_BOARDS = ['A', 'B', 'review'] as const;
/** Competitions the standing summary looks at, newest first. */
export const STANDING_MAX_COMPETITIONS = 100;
/** A rank at or above this counts as a top finish in the standing summary. */
export const STANDING_TOP_RANK = 10;
