-- Gifts of orders partly refunded before 0044 (donations.refunded_amount) still count in full: the
-- order holds the refunded total, the gift 0. This gives each such gift its part of the order's
-- refunds by the rule commerce/payments/fulfilment.ts applies from now on (the order's running
-- refunded total taken off its gift lines first, then the other lines, each group in line order,
-- each line up to its amount), and takes exactly that part off the projects' and libraries' totals
-- (a gift refunded whole leaves its donor count and becomes `refunded`), as a partial refund does.
-- Only paid orders with a refunded total and completed gifts that record none are touched, so the
-- migration changes nothing on a database without them and nothing when run again.
--
-- The parts are computed three times (totals first, then the gifts): each statement reads the gifts
-- as they were before the last one, as the fulfilment's own batch does.

UPDATE projects SET
  raised_amount = MAX(0, raised_amount - (
    SELECT COALESCE(SUM(g.part), 0) FROM (
      SELECT d.target_id, MIN(oi.amount, d.amount, MAX(0, o.refunded_amount - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
        WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id)))) AS part
      FROM donations d
      JOIN order_items oi ON oi.order_id = d.order_id AND oi.kind = 'donation' AND oi.ref_id = d.id
      JOIN orders o ON o.id = d.order_id
      WHERE d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'project' AND o.status = 'paid' AND o.refunded_amount > 0
    ) g WHERE g.target_id = projects.id)),
  donor_count = MAX(0, donor_count - (
    SELECT COUNT(*) FROM donations d
      JOIN order_items oi ON oi.order_id = d.order_id AND oi.kind = 'donation' AND oi.ref_id = d.id
      JOIN orders o ON o.id = d.order_id
    WHERE d.target_id = projects.id AND d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'project' AND o.status = 'paid' AND o.refunded_amount > 0
      AND o.refunded_amount - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
        WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id)) >= d.amount))
WHERE id IN (
  SELECT d.target_id FROM donations d JOIN orders o ON o.id = d.order_id
  WHERE d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'project' AND o.status = 'paid' AND o.refunded_amount > 0);
--> statement-breakpoint
UPDATE libraries SET
  raised_amount = MAX(0, raised_amount - (
    SELECT COALESCE(SUM(g.part), 0) FROM (
      SELECT d.target_id, MIN(oi.amount, d.amount, MAX(0, o.refunded_amount - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
        WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id)))) AS part
      FROM donations d
      JOIN order_items oi ON oi.order_id = d.order_id AND oi.kind = 'donation' AND oi.ref_id = d.id
      JOIN orders o ON o.id = d.order_id
      WHERE d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'library' AND o.status = 'paid' AND o.refunded_amount > 0
    ) g WHERE g.target_id = libraries.id)),
  donor_count = MAX(0, donor_count - (
    SELECT COUNT(*) FROM donations d
      JOIN order_items oi ON oi.order_id = d.order_id AND oi.kind = 'donation' AND oi.ref_id = d.id
      JOIN orders o ON o.id = d.order_id
    WHERE d.target_id = libraries.id AND d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'library' AND o.status = 'paid' AND o.refunded_amount > 0
      AND o.refunded_amount - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
        WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id)) >= d.amount))
WHERE id IN (
  SELECT d.target_id FROM donations d JOIN orders o ON o.id = d.order_id
  WHERE d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'library' AND o.status = 'paid' AND o.refunded_amount > 0);
--> statement-breakpoint
-- A project below its goal again is active, as after any refund.
UPDATE projects SET status = 'active'
WHERE status = 'funded' AND raised_amount < goal_amount AND id IN (
  SELECT d.target_id FROM donations d JOIN orders o ON o.id = d.order_id
  WHERE d.status = 'completed' AND d.refunded_amount = 0 AND d.target_type = 'project' AND o.status = 'paid' AND o.refunded_amount > 0);
--> statement-breakpoint
UPDATE donations SET
  refunded_amount = (
    SELECT MIN(oi.amount, donations.amount, MAX(0, o.refunded_amount - (SELECT COALESCE(SUM(p.amount), 0) FROM order_items p
      WHERE p.order_id = oi.order_id AND (p.kind <> 'donation', p.id) < (oi.kind <> 'donation', oi.id))))
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.order_id = donations.order_id AND oi.kind = 'donation' AND oi.ref_id = donations.id),
  updated_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE status = 'completed' AND refunded_amount = 0
  AND order_id IN (SELECT id FROM orders WHERE status = 'paid' AND refunded_amount > 0)
  AND EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = donations.order_id AND oi.kind = 'donation' AND oi.ref_id = donations.id);
--> statement-breakpoint
UPDATE donations SET status = 'refunded'
WHERE status = 'completed' AND refunded_amount >= amount AND refunded_amount > 0
  AND order_id IN (SELECT id FROM orders WHERE status = 'paid' AND refunded_amount > 0);
