-- Announce changes to sessions too (the function is 0002's), so every instance drops the signed-in sessions
-- it keeps in memory when one ends anywhere: a sign-out on one instance ends the session on all of them
-- (apps/server/src/modules/auth/session.service.ts). Statement-level, as in 0002.
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
