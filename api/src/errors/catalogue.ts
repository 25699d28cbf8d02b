import { Errno, type Lang } from '@dcic/shared/contract';
import { BODY_TOO_LARGE_MESSAGES, formatMessage } from '@dcic/shared/server';

export interface CatalogueEntry {
  status: number;
  errno: string;
  /** ICU messages; `{name}` arguments are filled from the params of `raise(code, params)`. */
  messages: Record<Lang, string>;
}

/**
 * Every error the API answers with. Areas add their codes here (grouped under a comment with the
 * area's name), so the front ends can rely on one list of errno values and texts.
 */
export const catalogue = {
  // Requests
  VALIDATION_FAILED: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '参数 {field} 有误：{reason}', 'en-US': 'Invalid {field}: {reason}' },
  },
  BAD_REQUEST: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '请求无效', 'en-US': 'The request is invalid.' },
  },
  MALFORMED_BODY: {
    status: 400,
    errno: Errno.malformedBody,
    messages: { 'zh-CN': '请求体不是有效的 JSON', 'en-US': 'The request body is not valid JSON.' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    errno: Errno.payloadTooLarge,
    messages: BODY_TOO_LARGE_MESSAGES,
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    errno: Errno.unsupportedMediaType,
    messages: { 'zh-CN': '不支持该内容类型，请发送 JSON', 'en-US': 'Unsupported content type; please send JSON.' },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '请求的接口不存在', 'en-US': 'The requested endpoint does not exist.' },
  },
  NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '您访问的内容不存在或已被删除', 'en-US': 'What you are looking for does not exist or has been removed.' },
  },
  CONFLICT: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '操作冲突，请刷新后重试', 'en-US': 'The operation conflicts with the current state; please refresh and retry.' },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    errno: Errno.tooManyRequests,
    messages: { 'zh-CN': '请求过于频繁，请 {seconds} 秒后再试', 'en-US': 'Too many requests; please try again in {seconds} s.' },
  },
  STALE_APP_VERSION: {
    status: 400,
    errno: Errno.staleApp,
    messages: { 'zh-CN': '网站已更新，请刷新页面', 'en-US': 'The site has been updated; please reload the page.' },
  },

  // Identity
  SIGN_IN_REQUIRED: {
    status: 401,
    errno: Errno.signInRequired,
    messages: { 'zh-CN': '请先登录', 'en-US': 'Please log in first.' },
  },
  UNBOUND_PHONE_OR_EMAIL: {
    status: 403,
    errno: Errno.unboundPhoneOrEmail,
    messages: { 'zh-CN': '请先绑定手机号或邮箱', 'en-US': 'Please bind a phone number or an e-mail address first.' },
  },
  FORBIDDEN: {
    status: 403,
    errno: Errno.forbidden,
    messages: { 'zh-CN': '您没有权限执行此操作', 'en-US': 'You are not allowed to do this.' },
  },
  CROSS_SITE_WRITE: {
    status: 403,
    errno: Errno.forbidden,
    messages: {
      'zh-CN': '请求来自其他网站，已拒绝；请在本站页面中操作',
      'en-US': 'This request came from another site and was refused; please act from this site’s pages.',
    },
  },

  // Users: profile, follow, uploads, identity authentication
  USER_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '您访问的用户 {id} 不存在', 'en-US': 'The user {id} you visited does not exist.' },
  },
  CANNOT_FOLLOW_SELF: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '不能关注自己', 'en-US': 'You cannot follow yourself.' },
  },
  ITEM_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '该条目不存在或不属于您', 'en-US': 'This item does not exist or is not yours.' },
  },
  TOO_MANY_ITEMS: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '最多只能添加 {max} 项', 'en-US': 'You can add at most {max} items.' },
  },
  FILE_REQUIRED: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '请选择要上传的图片', 'en-US': 'Please choose an image to upload.' },
  },
  FILE_TOO_LARGE: {
    status: 413,
    errno: Errno.payloadTooLarge,
    messages: { 'zh-CN': '图片不能超过 {max}', 'en-US': 'The image must not be larger than {max}.' },
  },
  FILE_WRONG_TYPE: {
    status: 415,
    errno: Errno.unsupportedMediaType,
    messages: { 'zh-CN': '只支持 {formats} 格式的图片', 'en-US': 'Only {formats} images are accepted.' },
  },
  FILE_UNREADABLE: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '图片已损坏，无法读取', 'en-US': 'The image is damaged and cannot be read.' },
  },
  AUTH_ALREADY_CERTIFIED_MAINLAND: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '您已完成中国大陆实名认证', 'en-US': 'You are already certified as mainland.' },
  },
  AUTH_ALREADY_CERTIFIED_OVERSEAS: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '您已完成港澳台及海外实名认证', 'en-US': 'You are already certified as overseas.' },
  },
  AUTH_CERTIFIED_MAINLAND_NOT_OVERSEAS: {
    status: 409,
    errno: Errno.conflict,
    messages: {
      'zh-CN': '您已完成中国大陆实名认证，不能再进行港澳台及海外认证，如需变更请联系平台',
      'en-US': 'You are already certified as mainland; overseas authentication is not possible. Please contact the platform to change it.',
    },
  },
  AUTH_CERTIFIED_OVERSEAS_NOT_MAINLAND: {
    status: 409,
    errno: Errno.conflict,
    messages: {
      'zh-CN': '您已完成港澳台及海外实名认证，不能再进行中国大陆认证，如需变更请联系平台',
      'en-US': 'You are already certified as overseas; mainland authentication is not possible. Please contact the platform to change it.',
    },
  },
  AUTH_UNDER_REVIEW: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '您的认证资料正在审核中', 'en-US': 'Your authentication is under review.' },
  },
  AUTH_NOT_AWAITING_DOCUMENTS: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '请先填写认证信息', 'en-US': 'Please fill in the authentication details first.' },
  },
  AUTH_NOTHING_TO_REVIEW: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '该用户没有待审核的认证', 'en-US': 'This user has no authentication waiting for review.' },
  },
  AUTH_REASON_REQUIRED: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '驳回时请填写原因', 'en-US': 'Please give a reason for the rejection.' },
  },
  INVALID_ID_NUMBER: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '证件号码格式不正确', 'en-US': 'The ID number is not valid.' },
  },
  DOCUMENT_TYPE_MISMATCH: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '证件类型与认证类型不符', 'en-US': 'This document type does not fit the kind of authentication.' },
  },
  AUTHENTICATION_REQUIRED: {
    status: 403,
    errno: 'AUTHENTICATION_REQUIRED',
    messages: { 'zh-CN': '需要先完成实名认证，现在去认证吗？', 'en-US': 'Authentication required, do it now ?' },
  },
  ENTERPRISE_PENDING: {
    status: 409,
    errno: Errno.conflict,
    messages: { 'zh-CN': '您已有待审核的企业认证申请', 'en-US': 'You already have an enterprise application waiting for review.' },
  },
  // Users: participation certificates
  CERTIFICATE_NOT_PARTICIPANT: {
    status: 404,
    errno: 'e40450',
    messages: {
      'zh-CN': '您未以队伍成员身份参加该赛题，无法生成参赛证明',
      'en-US': 'You were not in a team of this competition, so there is no certificate for it.',
    },
  },
  CERTIFICATE_NOT_ENDED: {
    status: 409,
    errno: 'e40950',
    messages: { 'zh-CN': '赛题结束后才能生成参赛证明', 'en-US': 'Certificates are issued once the competition has ended.' },
  },
  CERTIFICATE_NOT_FOUND: {
    status: 404,
    errno: 'e40451',
    messages: { 'zh-CN': '没有与该验证码对应的参赛证明', 'en-US': 'No certificate has this verification code.' },
  },

  // Inbox: private messages and notices
  CANNOT_MESSAGE_SELF: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '不能给自己发私信', 'en-US': 'You cannot send a message to yourself.' },
  },
  MESSAGE_RECEIVER_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '收信人不存在', 'en-US': 'The receiver does not exist.' },
  },
  MESSAGE_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '私信不存在或已被删除', 'en-US': 'The message does not exist or has been deleted.' },
  },
  NOTICE_NOT_FOUND: {
    status: 404,
    errno: Errno.notFound,
    messages: { 'zh-CN': '通知不存在或已被删除', 'en-US': 'The notice does not exist or has been deleted.' },
  },
  SYSTEM_MESSAGE_EMPTY: {
    status: 400,
    errno: Errno.validation,
    messages: { 'zh-CN': '去掉不允许的标记后，消息内容为空', 'en-US': 'Nothing is left of the message once disallowed markup is removed.' },
  },
  SYSTEM_MESSAGE_TOO_LONG: {
    status: 400,
    errno: Errno.validation,
    messages: {
      'zh-CN': '消息经过安全处理后超过 {max} 个字符，请缩短内容',
      'en-US': 'Once made safe, the message is longer than {max} characters; please shorten it.',
    },
  },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    errno: Errno.tooManyRequests,
    messages: {
      'zh-CN': '发送过于频繁，每分钟最多发送 {limit} 条私信，请稍后再试',
      'en-US': 'You are sending messages too fast (at most {limit} a minute); please try again shortly.',
    },
  },
  // Competitions
  COMPETITION_EXPIRED: { status: 403, errno: 'e40310', messages: { 'zh-CN': '该赛题已过期', 'en-US': 'This competition is EXPIRED' } },
  COMPETITION_SIGNUP_CLOSED: {
    status: 403,
    errno: 'e40311',
    messages: { 'zh-CN': '该赛题尚未开放报名', 'en-US': 'This competition is CLOSED SIGNING now' },
  },
  SIGNUP_FAILED: {
    status: 409,
    errno: 'e40910',
    messages: {
      'zh-CN': '赛题报名失败：您已在本赛题的队伍中',
      'en-US': 'Failed to signing up: you are already in a team of this competition.',
    },
  },
  NOT_SIGNED_UP: {
    status: 403,
    errno: 'e40312',
    messages: { 'zh-CN': '请先报名该赛题', 'en-US': 'Please sign up for this competition first.' },
  },
  DATASET_AGREEMENT_REQUIRED: {
    status: 403,
    errno: 'e40321',
    messages: { 'zh-CN': '请先同意数据使用协议', 'en-US': 'Please accept the dataset agreement first.' },
  },
  DATASET_NOT_FOUND: { status: 404, errno: 'e40411', messages: { 'zh-CN': '数据文件不存在', 'en-US': 'The dataset file does not exist.' } },

  // Teams
  TEAM_INFO_FAILED: { status: 403, errno: 'e40316', messages: { 'zh-CN': '无法获取队伍信息', 'en-US': 'Cannot request team information' } },
  TEAM_REQUIRED: {
    status: 403,
    errno: 'e40313',
    messages: { 'zh-CN': '请先创建或加入队伍', 'en-US': 'Please create or join a team first.' },
  },
  ALREADY_IN_TEAM: {
    status: 409,
    errno: 'e40911',
    messages: { 'zh-CN': '您已在本赛题的队伍中', 'en-US': 'You are already in a team of this competition.' },
  },
  TEAM_NAME_TAKEN: { status: 409, errno: 'e40912', messages: { 'zh-CN': '队伍名称已被使用', 'en-US': 'This team name is taken.' } },
  TEAM_FULL: {
    status: 409,
    errno: 'e40913',
    messages: { 'zh-CN': '队伍人数已满（最多 {max} 人）', 'en-US': 'The team is full (at most {max} members).' },
  },
  TEAM_CLOSED: { status: 403, errno: 'e40314', messages: { 'zh-CN': '该队伍暂不可加入', 'en-US': 'This team cannot be joined now.' } },
  CAPTAIN_ONLY: { status: 403, errno: 'e40315', messages: { 'zh-CN': '只有队长可以这样做', 'en-US': 'Only the captain can do this.' } },
  CAPTAIN_CANNOT_LEAVE: {
    status: 409,
    errno: 'e40914',
    messages: { 'zh-CN': '队长需先转让队长后才能退出队伍', 'en-US': 'Transfer the captaincy before leaving the team.' },
  },
  REQUEST_DISPOSED: {
    status: 409,
    errno: 'e40915',
    messages: { 'zh-CN': '该申请已处理', 'en-US': 'This request has already been handled.' },
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    errno: 'e40410',
    messages: { 'zh-CN': '邀请码无效', 'en-US': 'This invitation code is not valid.' },
  },

  // Cheating verdicts, appeals, shared source code and leaderboard exports
  NOT_FLAGGED_CHEATING: {
    status: 409,
    errno: 'e40916',
    messages: { 'zh-CN': '你的队伍没有被判定作弊，无需申诉', 'en-US': 'Your team is not flagged as cheating; there is nothing to appeal.' },
  },
  APPEAL_PENDING: {
    status: 409,
    errno: 'e40917',
    messages: { 'zh-CN': '你的队伍已有一份申诉在等待处理', 'en-US': 'Your team already has an appeal waiting for a decision.' },
  },
  APPEAL_DECIDED: { status: 409, errno: 'e40918', messages: { 'zh-CN': '该申诉已处理', 'en-US': 'This appeal has already been decided.' } },
  SOURCE_CODE_TYPE: {
    status: 400,
    errno: 'e40022',
    messages: { 'zh-CN': '源代码文件应为 {types}', 'en-US': 'The source code file must be one of: {types}.' },
  },
  SOURCE_CODE_CONTENT: {
    status: 400,
    errno: 'e40023',
    messages: { 'zh-CN': '文件内容与扩展名 {extension} 不符', 'en-US': "The file's content does not match its extension {extension}." },
  },
  SOURCE_CODE_TOO_LARGE: {
    status: 413,
    errno: 'e41311',
    messages: { 'zh-CN': '源代码文件不能超过 {max}', 'en-US': 'The source code file must not exceed {max}.' },
  },
  EXPORT_NOT_ALLOWED: {
    status: 403,
    errno: 'e40322',
    messages: { 'zh-CN': '比赛结束后才能导出最终排行榜', 'en-US': 'The final leaderboard can be exported once the competition has ended.' },
  },

  // Submissions
  NO_CURRENT_SCHEDULE: {
    status: 403,
    errno: 'e40317',
    messages: { 'zh-CN': '当前不在提交时间内', 'en-US': 'Submissions are not open now (outside every schedule).' },
  },
  WRONG_SCHEDULE: {
    status: 403,
    errno: 'e40318',
    messages: { 'zh-CN': '您的队伍未晋级当前阶段，不能提交', 'en-US': 'Your team is not admitted to the current schedule.' },
  },
  SUBMIT_QUOTA_EXCEEDED: {
    status: 403,
    errno: 'e40319',
    messages: {
      'zh-CN': '本阶段提交次数已用完（{used}/{max}）',
      'en-US': 'The submission quota of this schedule is used up ({used}/{max}).',
    },
  },
  ERROR_QUOTA_EXCEEDED: {
    status: 403,
    errno: 'e40320',
    messages: {
      'zh-CN': '本阶段错误提交次数已用完（{used}/{max}）',
      'en-US': 'The error-submission quota of this schedule is used up ({used}/{max}).',
    },
  },
  SUBMISSION_NOT_FOUND: {
    status: 404,
    errno: 'e40412',
    messages: { 'zh-CN': '该提交不存在', 'en-US': 'The submission does not exist.' },
  },
  RESCORE_NOT_FOUND: {
    status: 404,
    errno: 'e40413',
    messages: { 'zh-CN': '该重新评分不存在', 'en-US': 'The re-score does not exist.' },
  },
  RESCORE_WAITING: {
    status: 409,
    errno: 'e40919',
    messages: {
      'zh-CN': '该提交尚在等待评分，将按当前答案评分',
      'en-US': 'This submission is still waiting for its score; it will be scored against the current answer.',
    },
  },
  UPLOAD_MISSING: { status: 400, errno: 'e40020', messages: { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload.' } },
  UPLOAD_TYPE: {
    status: 400,
    errno: 'e40021',
    messages: { 'zh-CN': '文件类型应为 {types}', 'en-US': 'The file must be one of: {types}.' },
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    errno: 'e41310',
    messages: { 'zh-CN': '文件不能超过 {max}', 'en-US': 'The file must not exceed {max}.' },
  },

  // Review area: review users, projects, rounds and scores
  REVIEW_SIGN_IN_REQUIRED: {
    status: 401,
    errno: 'e40130',
    messages: { 'zh-CN': '请先登录评审系统', 'en-US': 'Please sign in to the review area first.' },
  },
  REVIEW_BAD_CREDENTIALS: { status: 401, errno: 'e40131', messages: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password.' } },
  REVIEW_LOGIN_THROTTLED: {
    status: 429,
    errno: 'e42940',
    messages: { 'zh-CN': '登录失败次数过多，请 {seconds} 秒后再试', 'en-US': 'Too many failed logins; please try again in {seconds} s.' },
  },
  REVIEW_ROLE_FORBIDDEN: {
    status: 403,
    errno: 'e40340',
    messages: { 'zh-CN': '您的评审角色无权访问此内容', 'en-US': 'Your review role does not give access to this.' },
  },
  REVIEW_NOT_ASSIGNED: {
    status: 403,
    errno: 'e40341',
    messages: { 'zh-CN': '该项目没有分配给您评审', 'en-US': 'This project is not assigned to you.' },
  },
  REVIEW_PROJECT_NOT_FOUND: { status: 404, errno: 'e40440', messages: { 'zh-CN': '项目不存在', 'en-US': 'The project does not exist.' } },
  REVIEW_SIGNUP_NOT_FOUND: {
    status: 404,
    errno: 'e40441',
    messages: { 'zh-CN': '该项目没有报名信息', 'en-US': 'This project has no signup form.' },
  },
  REVIEW_DOCUMENT_NOT_FOUND: { status: 404, errno: 'e40442', messages: { 'zh-CN': '文档不存在', 'en-US': 'The document does not exist.' } },
  REVIEW_ROUND_NOT_FOUND: {
    status: 404,
    errno: 'e40443',
    messages: { 'zh-CN': '评审轮次不存在', 'en-US': 'The review round does not exist.' },
  },
  REVIEW_RANKING_NOT_FOUND: {
    status: 404,
    errno: 'e40444',
    messages: { 'zh-CN': '该赛题尚未发布评审结果', 'en-US': 'No review result has been published for this competition.' },
  },
  REVIEW_ROUND_NOT_OPEN: {
    status: 409,
    errno: 'e40940',
    messages: { 'zh-CN': '评审轮次未开放，不能修改评分', 'en-US': 'The review round is not open; scores cannot be changed.' },
  },
  REVIEW_ROUND_LOCKED: {
    status: 409,
    errno: 'e40941',
    messages: { 'zh-CN': '评审轮次已开始，不能再修改评分方案', 'en-US': 'The round has started; its scheme can no longer change.' },
  },
  REVIEW_ROUND_NOT_CLOSED: {
    status: 409,
    errno: 'e40942',
    messages: { 'zh-CN': '请先结束评审轮次再发布结果', 'en-US': 'Close the round before publishing its results.' },
  },
  REVIEW_NO_REVIEWERS: {
    status: 409,
    errno: 'e40943',
    messages: { 'zh-CN': '没有可分配的 {year} 年度评审专家', 'en-US': 'There are no active reviewers of {year} to assign.' },
  },
  REVIEW_PROJECT_RECYCLED: {
    status: 409,
    errno: 'e40944',
    messages: { 'zh-CN': '项目在回收站中，请先恢复', 'en-US': 'The project is in the recycle bin; restore it first.' },
  },
  REVIEW_NOTHING_TO_PUBLISH: {
    status: 409,
    errno: 'e40945',
    messages: { 'zh-CN': '没有已评分的赛题作品可发布', 'en-US': 'No scored competition entries to publish.' },
  },
  REVIEW_SCORE_OUT_OF_RANGE: {
    status: 400,
    errno: 'e40040',
    messages: {
      'zh-CN': '“{criterion}”的分数应在 {min} 到 {max} 之间',
      'en-US': 'The score of “{criterion}” must be between {min} and {max}.',
    },
  },
  REVIEW_SCORE_INCOMPLETE: {
    status: 400,
    errno: 'e40041',
    messages: {
      'zh-CN': '提交前请为每一项打分，尚缺：{criteria}',
      'en-US': 'Score every criterion before submitting; missing: {criteria}.',
    },
  },
  REVIEW_UNKNOWN_CRITERION: {
    status: 400,
    errno: 'e40042',
    messages: { 'zh-CN': '评分项 {criterion} 不在评分方案中', 'en-US': 'The criterion {criterion} is not in the scheme.' },
  },
  REVIEW_SCHEME_INVALID: {
    status: 400,
    errno: 'e40043',
    messages: {
      'zh-CN': '评分方案无效：评分项代码不能重复，最低分须小于最高分',
      'en-US': 'The scheme is invalid: criterion keys must be unique and each minimum below its maximum.',
    },
  },

  // Discussion and Q&A
  DISCUSSION_IMAGE_FIELD: {
    status: 400,
    errno: 'e40060',
    messages: { 'zh-CN': '请通过字段 image 上传一张图片', 'en-US': 'Please upload one image in the field "image".' },
  },
  DISCUSSION_EMPTY_BODY: {
    status: 400,
    errno: 'e40061',
    messages: { 'zh-CN': '内容不能为空', 'en-US': 'The text must not be empty.' },
  },
  DISCUSSION_NOT_QUESTION: {
    status: 400,
    errno: 'e40062',
    messages: { 'zh-CN': '只有问题可以采纳答案', 'en-US': 'Only a question has an accepted answer.' },
  },
  DISCUSSION_NOT_AN_ANSWER: {
    status: 400,
    errno: 'e40063',
    messages: {
      'zh-CN': '只能采纳他人对此问题的回答',
      'en-US': "Only somebody else's answer to this question can be accepted.",
    },
  },
  DISCUSSION_AUTHOR_ONLY: {
    status: 403,
    errno: 'e40360',
    messages: { 'zh-CN': '只有作者可以修改或删除', 'en-US': 'Only the author can change or delete it.' },
  },
  DISCUSSION_ASKER_ONLY: {
    status: 403,
    errno: 'e40361',
    messages: { 'zh-CN': '只有提问者可以采纳答案', 'en-US': 'Only the asker can accept an answer.' },
  },
  DISCUSSION_POST_NOT_FOUND: {
    status: 404,
    errno: 'e40460',
    messages: { 'zh-CN': '帖子不存在或已被删除', 'en-US': 'The post does not exist or has been removed.' },
  },
  DISCUSSION_REPLY_NOT_FOUND: {
    status: 404,
    errno: 'e40461',
    messages: { 'zh-CN': '回复不存在或已被删除', 'en-US': 'The reply does not exist or has been removed.' },
  },
  DISCUSSION_BOARD_NOT_FOUND: {
    status: 404,
    errno: 'e40462',
    messages: { 'zh-CN': '版块不存在', 'en-US': 'The board does not exist.' },
  },
  DISCUSSION_RATE_LIMITED: {
    status: 429,
    errno: 'e42960',
    messages: {
      'zh-CN': '发帖过于频繁：每分钟最多发布 {limit} 条帖子或回复，请稍后再试',
      'en-US': 'You are posting too fast: at most {limit} posts or replies a minute. Please try again shortly.',
    },
  },

  // Organisers and site calls
  WEIXIN_BAD_PATH: {
    status: 400,
    errno: 'e40075',
    messages: { 'zh-CN': '只能为本站页面生成分享签名', 'en-US': 'Share signatures are only made for pages of this site.' },
  },
  WEIXIN_NOT_CONFIGURED: {
    status: 503,
    errno: 'e50375',
    messages: {
      'zh-CN': '微信分享尚未配置，暂不可用',
      'en-US': 'Sharing in WeChat is not configured on this site.',
    },
  },

  // Datasets: the catalogue, publishing and downloads
  DATASET_FILES_REQUIRED: {
    status: 400,
    errno: 'e40065',
    messages: { 'zh-CN': '请至少上传一个数据文件', 'en-US': 'Please upload at least one data file.' },
  },
  DATASET_FILE_NAME: {
    status: 400,
    errno: 'e40066',
    messages: {
      'zh-CN': '文件名“{name}”无效或重复，请改用普通的文件名',
      'en-US': 'The file name "{name}" is invalid or repeated; please use a plain file name.',
    },
  },
  DATASET_TOO_MANY_FILES: {
    status: 400,
    errno: 'e40067',
    messages: { 'zh-CN': '一个数据集最多 {max} 个文件', 'en-US': 'A dataset has at most {max} files.' },
  },
  DATASET_UNKNOWN_COMPETITION: {
    status: 400,
    errno: 'e40068',
    messages: { 'zh-CN': '关联的赛题 {id} 不存在', 'en-US': 'The linked competition {id} does not exist.' },
  },
  DATASET_NOT_PUBLISHER: {
    status: 403,
    errno: 'e40365',
    messages: { 'zh-CN': '只有数据集的发布者或管理员可以修改它', 'en-US': 'Only the publisher of a dataset or staff may change it.' },
  },
  DATASET_FILE_TOO_LARGE: {
    status: 413,
    errno: 'e41365',
    messages: { 'zh-CN': '单个文件不能超过 {max}', 'en-US': 'Each file may be at most {max}.' },
  },

  // Content pages: special contests, site pages, past editions, experts
  SPECIAL_NOT_FOUND: {
    status: 404,
    errno: 'e40470',
    messages: { 'zh-CN': '该专题赛不存在', 'en-US': 'This special contest does not exist.' },
  },
  SPECIAL_ITEM_NOT_FOUND: {
    status: 404,
    errno: 'e40471',
    messages: { 'zh-CN': '该专题赛没有这条内容', 'en-US': 'This special contest has no such item.' },
  },
  PAGE_NOT_FOUND: {
    status: 404,
    errno: 'e40472',
    messages: { 'zh-CN': '该页面不存在或尚未发布', 'en-US': 'This page does not exist or is not published yet.' },
  },
  EDITION_NOT_FOUND: {
    status: 404,
    errno: 'e40473',
    messages: { 'zh-CN': '没有这一届大赛的回顾', 'en-US': 'There is no review of this edition.' },
  },
  EXPERT_NOT_FOUND: {
    status: 404,
    errno: 'e40474',
    messages: { 'zh-CN': '该专家不存在', 'en-US': 'This expert does not exist.' },
  },

  // Training
  TRAINING_COURSE_NOT_FOUND: {
    status: 404,
    errno: 'e40480',
    messages: { 'zh-CN': '该课程不存在或已下线', 'en-US': 'This course does not exist or has been removed.' },
  },
  TRAINING_LESSON_NOT_FOUND: {
    status: 404,
    errno: 'e40481',
    messages: { 'zh-CN': '该课时不存在', 'en-US': 'This lesson does not exist.' },
  },
  PRACTICE_PROBLEM_NOT_FOUND: {
    status: 404,
    errno: 'e40482',
    messages: { 'zh-CN': '该练习题不存在', 'en-US': 'This practice problem does not exist.' },
  },
  PRACTICE_DATA_MISSING: {
    status: 404,
    errno: 'e40483',
    messages: { 'zh-CN': '该练习题暂无数据集', 'en-US': 'This practice problem has no data set yet.' },
  },
  PRACTICE_NOT_READY: {
    status: 409,
    errno: 'e40980',
    messages: { 'zh-CN': '该练习题尚未开放提交', 'en-US': 'This practice problem does not take submissions yet.' },
  },
  PRACTICE_SLUG_TAKEN: {
    status: 409,
    errno: 'e40981',
    messages: { 'zh-CN': '练习题标识 {id} 已被其他课程使用', 'en-US': 'The practice problem id {id} belongs to another course.' },
  },
  PRACTICE_ANSWER_INVALID: {
    status: 400,
    errno: 'e40080',
    messages: { 'zh-CN': '答案文件无效：{detail}', 'en-US': 'The answer file is invalid: {detail}' },
  },
  PRACTICE_FILE_NAME: {
    status: 400,
    errno: 'e40081',
    messages: {
      'zh-CN': '数据文件名只能包含字母、数字、点、下划线和连字符，并以 .csv 结尾',
      'en-US': 'A data file name has letters, digits, dots, underscores and dashes only, and ends in .csv.',
    },
  },

  // Uploads: the field a file comes in, and archives that unpack into too much
  UPLOAD_FIELD: {
    status: 400,
    errno: 'e40090',
    messages: { 'zh-CN': '请通过字段 {field} 上传文件', 'en-US': 'Please send the file in the field "{field}".' },
  },
  UPLOAD_ARCHIVE_REFUSED: {
    status: 400,
    errno: 'e40091',
    messages: {
      'zh-CN':
        '压缩文件未通过检查：{reason, select, size {展开后超过 {max}} ratio {压缩比高得异常} entries {文件超过 {max} 个} nested {压缩包内还有层层嵌套的压缩包} other {已损坏或无法检查}}，请重新打包后上传',
      'en-US':
        'The archive was refused: {reason, select, size {it expands to more than {max}} ratio {it is compressed far beyond any real file} entries {it holds more than {max} files} nested {it nests archives inside archives} other {it is damaged or cannot be checked}}; please pack it again and upload it.',
    },
  },

  // Server
  INTERNAL: {
    status: 500,
    errno: Errno.internal,
    messages: { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Something went wrong on our side; please try again later.' },
  },
  NOT_READY: {
    status: 503,
    errno: Errno.notReady,
    messages: { 'zh-CN': '服务暂不可用，请稍后再试', 'en-US': 'The service is not available; please try again later.' },
  },
  SSO_UNAVAILABLE: {
    status: 503,
    errno: Errno.ssoUnavailable,
    messages: { 'zh-CN': '登录服务暂不可用，请稍后再试', 'en-US': 'The sign-in service is unavailable; please try again later.' },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;
export type ErrorParams = Record<string, string | number>;

export function localise(code: ErrorCode, lang: Lang, params: ErrorParams = {}): string {
  return formatMessage(catalogue[code].messages[lang], lang, params);
}
