import type { UnreadCount } from '../contract/inbox';

/**
 * The signed-in platform user as the session keeps it. The contract module owns the exact
 * response shape of `GET /api/users/sso`; the session relies only on these fields, so any
 * contract type of that response can be stored here.
 */
export interface SessionUser {
  /** Platform user id. */
  id: number | string;
  /** Single-sign-on account id; its presence means signed in. */
  userId?: number | string | null;
  /** Alternative spelling of the single-sign-on id used by some responses. */
  ssoId?: number | string | null;
  userName?: string | null;
  name?: string | null;
  token?: string | null;
  avatar?: string | null;
  [field: string]: unknown;
}

/** Title, keywords and description of the site in the current language. */
export interface WebsiteInfo {
  title?: string;
  keywords?: string;
  description?: string;
  /** Further site settings (contact phone, links); all text. */
  [field: string]: string | null | undefined;
}

export interface PracticeState {
  url?: string | null;
  /** Tab of the practice area the visitor last opened. */
  tabIndex?: number;
  [field: string]: unknown;
}

/** The object the shell server injects into index.html as `window.__DCIC_INIT__`. */
export interface DcicInit {
  lang?: string | null;
  locales?: readonly string[] | null;
  user?: SessionUser | null;
  sso?: string | null;
  app_timestamp?: string | number | null;
  website?: WebsiteInfo | null;
  forums?: string | null;
  practice?: string | PracticeState | null;
  lab?: string | null;
  tongji?: string | null;
  isInsideFrame?: boolean | null;
  fingerprint?: string | null;
  /** Remote name to manifest URL; read by the shell, not kept in the session. */
  remotes?: Record<string, string> | null;
  /** Base URL of the API when it is not reached through the shell's `/api` proxy. */
  api?: string | null;
  /** A signed-in user's unread messages and notices, asked for with the page (the header's bell). */
  unread?: UnreadCount | null;
  [field: string]: unknown;
}

/** Name under which the shell imports the init object's type. */
export type InitObject = DcicInit;
