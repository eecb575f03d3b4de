-- A school's people by role, and now its pupils by first name: a book's author name is checked
-- against the pupils of the book's school who share a first name with it (library/books/
-- author-name.ts), which this index finds directly instead of walking the school's students. It
-- serves every query users_tenant_role_idx served (same leading columns), so that one goes.
CREATE INDEX `users_tenant_role_first_name_idx` ON `users` (`tenant_id`,`role`,`first_name_key`);--> statement-breakpoint
DROP INDEX `users_tenant_role_idx`;
