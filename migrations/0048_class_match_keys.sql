-- A class's name as a reader tells two apart (contracts/text.ts matchKey: case, accents and spacing
-- aside), stored so that one unique index over a school's active classes stops two simultaneous
-- creations, renames or restores from both taking one name (the check in code alone could not).
--
-- Backfill, as 0040 did for name_key: a name of printable ASCII takes lower() with its spaces
-- trimmed and each run folded to one (matchKey agrees there; eight passes of replace() fold a run
-- of up to 256 spaces, more than a 255-character name holds). Any other name gets '' and the cron
-- job "people and classes: sort keys of names saved before they existed" folds it with matchKey.
--
-- Schools may already have two active classes of one name, which the index would refuse (and
-- failing this migration would stop every deploy). Those are not renamed (a pupil and the codes
-- on printed cards know them by name): the oldest (created_at, then id) keeps the key and each
-- later one stores key || char(10) || id. A newline cannot be in a matchKey (it folds whitespace
-- to single spaces), so such a key never equals a name's and never collides; the code check,
-- which compares the names themselves, still says those classes share a name, and a rename or
-- restore writes the plain key again. Archived classes all take the plain key: the index covers
-- active classes only. '' rows are outside the index.
ALTER TABLE `classes` ADD `match_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
WITH `keyed` AS (
  SELECT `id`, `k`, ROW_NUMBER() OVER (PARTITION BY `tenant_id`, `k`, `archived` ORDER BY `created_at`, `id`) AS `nth`
  FROM (
    SELECT `id`, `tenant_id`, `archived`, `created_at`,
      replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(`name`)), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ') AS `k`
    FROM `classes`
    WHERE `name` NOT GLOB '*[^ -~]*' AND `match_key` = ''
  )
)
UPDATE `classes` SET `match_key` = CASE WHEN `classes`.`archived` = 0 AND `keyed`.`nth` > 1 THEN `keyed`.`k` || char(10) || `classes`.`id` ELSE `keyed`.`k` END
FROM `keyed` WHERE `keyed`.`id` = `classes`.`id`;--> statement-breakpoint
CREATE UNIQUE INDEX `classes_tenant_match_key_unique` ON `classes` (`tenant_id`,`match_key`) WHERE "classes"."archived" = 0 AND "classes"."match_key" <> '';--> statement-breakpoint
CREATE INDEX `classes_match_key_pending_idx` ON `classes` (`id`) WHERE "classes"."match_key" = '';
