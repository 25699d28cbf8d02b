-- The sender of system messages and notices (id 100000, below every real user). It has no
-- single-sign-on account, so it can never sign in.
INSERT INTO "users" ("id", "sso_id", "user_name", "name") VALUES (100000, NULL, '系统消息', 'System') ON CONFLICT ("id") DO NOTHING;
