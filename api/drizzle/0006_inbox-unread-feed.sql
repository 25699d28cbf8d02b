-- Every change that can move somebody's unread count (a message or notice arriving, read, deleted,
-- or moved) announces the receiver's id on the channel inbox_unread when its transaction commits.
-- Each API process listens and drops its cached count for that user, whichever process or script
-- wrote the row. PostgreSQL folds identical payloads of one transaction into one notification, so
-- "mark all read" over many rows sends one. A TRUNCATE announces "*": forget every cached count.
CREATE FUNCTION "inbox_unread_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
		PERFORM pg_notify('inbox_unread', OLD.receiver_id::text);
	END IF;
	IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
		PERFORM pg_notify('inbox_unread', NEW.receiver_id::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "inbox_unread_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('inbox_unread', '*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inbox_messages_unread_insert" AFTER INSERT ON "inbox_messages" FOR EACH ROW
	WHEN (NEW.read_at IS NULL AND NEW.receiver_deleted_at IS NULL)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_messages_unread_update" AFTER UPDATE ON "inbox_messages" FOR EACH ROW
	WHEN (OLD.read_at IS DISTINCT FROM NEW.read_at
		OR OLD.receiver_deleted_at IS DISTINCT FROM NEW.receiver_deleted_at
		OR OLD.receiver_id IS DISTINCT FROM NEW.receiver_id)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_messages_unread_delete" AFTER DELETE ON "inbox_messages" FOR EACH ROW
	WHEN (OLD.read_at IS NULL AND OLD.receiver_deleted_at IS NULL)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_messages_unread_truncate" AFTER TRUNCATE ON "inbox_messages" FOR EACH STATEMENT
	EXECUTE FUNCTION "inbox_unread_notify_all"();
--> statement-breakpoint
CREATE TRIGGER "inbox_notices_unread_insert" AFTER INSERT ON "inbox_notices" FOR EACH ROW
	WHEN (NEW.read_at IS NULL)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_notices_unread_update" AFTER UPDATE ON "inbox_notices" FOR EACH ROW
	WHEN (OLD.read_at IS DISTINCT FROM NEW.read_at OR OLD.receiver_id IS DISTINCT FROM NEW.receiver_id)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_notices_unread_delete" AFTER DELETE ON "inbox_notices" FOR EACH ROW
	WHEN (OLD.read_at IS NULL)
	EXECUTE FUNCTION "inbox_unread_notify"();
--> statement-breakpoint
CREATE TRIGGER "inbox_notices_unread_truncate" AFTER TRUNCATE ON "inbox_notices" FOR EACH STATEMENT
	EXECUTE FUNCTION "inbox_unread_notify_all"();
