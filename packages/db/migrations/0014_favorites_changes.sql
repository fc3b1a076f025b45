-- Announce changes to favorites too (the function is 0002's), so a signed-in person's hearts can be kept in
-- memory (apps/server/src/modules/favorites/favorites.service.ts) and every instance forgets them when
-- anyone's list changes anywhere: a page rendered for a signed-in visitor no longer reads the table each
-- time (docs/decisions/009-render-performance.md). Statement-level, as in 0002.
CREATE TRIGGER favorites_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
