-- Full-text search over stories, like books_fts (0002): external content on stories.rowid.
CREATE VIRTUAL TABLE `stories_fts` USING fts5(
	title,
	body_text,
	content='stories',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `stories_fts_after_insert` AFTER INSERT ON `stories` BEGIN
	INSERT INTO stories_fts(rowid, title, body_text) VALUES (new.rowid, new.title, new.body_text);
END;
--> statement-breakpoint
CREATE TRIGGER `stories_fts_after_delete` AFTER DELETE ON `stories` BEGIN
	INSERT INTO stories_fts(stories_fts, rowid, title, body_text) VALUES ('delete', old.rowid, old.title, old.body_text);
END;
--> statement-breakpoint
-- Reactions point at stories without a foreign key (0004 does the same for books).
CREATE TRIGGER `stories_reactions_after_delete` AFTER DELETE ON `stories` BEGIN
	DELETE FROM reactions WHERE item_type = 'story' AND item_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_fts_after_update` AFTER UPDATE OF title, body_text ON `stories` BEGIN
	INSERT INTO stories_fts(stories_fts, rowid, title, body_text) VALUES ('delete', old.rowid, old.title, old.body_text);
	INSERT INTO stories_fts(rowid, title, body_text) VALUES (new.rowid, new.title, new.body_text);
END;
