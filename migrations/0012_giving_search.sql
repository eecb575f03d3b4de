-- Full-text search over charities and projects, like books_fts (0002): FTS5 external-content
-- tables on each table's rowid, kept in step by triggers, with prefix indexes. A migration that
-- recreates `charities` or `projects` must rebuild them: INSERT INTO x_fts(x_fts) VALUES('rebuild').
CREATE VIRTUAL TABLE `charities_fts` USING fts5(
	name,
	summary,
	description,
	content='charities',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_insert` AFTER INSERT ON `charities` BEGIN
	INSERT INTO charities_fts(rowid, name, summary, description) VALUES (new.rowid, new.name, new.summary, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_delete` AFTER DELETE ON `charities` BEGIN
	INSERT INTO charities_fts(charities_fts, rowid, name, summary, description) VALUES ('delete', old.rowid, old.name, old.summary, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_update` AFTER UPDATE OF name, summary, description ON `charities` BEGIN
	INSERT INTO charities_fts(charities_fts, rowid, name, summary, description) VALUES ('delete', old.rowid, old.name, old.summary, old.description);
	INSERT INTO charities_fts(rowid, name, summary, description) VALUES (new.rowid, new.name, new.summary, new.description);
END;
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO charities_fts(charities_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `projects_fts` USING fts5(
	title,
	summary,
	description,
	content='projects',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `projects_fts_after_insert` AFTER INSERT ON `projects` BEGIN
	INSERT INTO projects_fts(rowid, title, summary, description) VALUES (new.rowid, new.title, new.summary, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `projects_fts_after_delete` AFTER DELETE ON `projects` BEGIN
	INSERT INTO projects_fts(projects_fts, rowid, title, summary, description) VALUES ('delete', old.rowid, old.title, old.summary, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `projects_fts_after_update` AFTER UPDATE OF title, summary, description ON `projects` BEGIN
	INSERT INTO projects_fts(projects_fts, rowid, title, summary, description) VALUES ('delete', old.rowid, old.title, old.summary, old.description);
	INSERT INTO projects_fts(rowid, title, summary, description) VALUES (new.rowid, new.title, new.summary, new.description);
END;
--> statement-breakpoint
INSERT INTO projects_fts(projects_fts) VALUES ('rebuild');
