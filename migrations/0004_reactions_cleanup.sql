-- Reactions point at books or stories without a foreign key: a deleted book takes its reactions.
CREATE TRIGGER `books_reactions_after_delete` AFTER DELETE ON `books` BEGIN
	DELETE FROM reactions WHERE item_type = 'book' AND item_id = old.id;
END;
