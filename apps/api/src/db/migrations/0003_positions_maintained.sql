-- DESIGN §1a "Positions": the database keeps `positions` in step with `transactions`, in the same
-- transaction as the rows that change it, whoever writes them. After each statement that inserts,
-- updates or deletes transactions, every membership × portfolio × pot bucket it touched is
-- recomputed from the earliest date it touched: the rows from that date on are replaced by one row
-- per date with transactions, holding the units at the end of that day (the last earlier row plus
-- the running sum of the day totals).
CREATE FUNCTION positions_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM positions p
    USING (
        SELECT c.membership_id, c.portfolio_id,
          CASE WHEN c.pot = 'vested' THEN c.vested_status ELSE c.pot END AS bucket,
          min(c.tx_date) AS from_date
        FROM changed_rows c
        GROUP BY 1, 2, 3
      ) a
    WHERE p.membership_id = a.membership_id AND p.portfolio_id = a.portfolio_id
      AND p.bucket = a.bucket AND p.as_of >= a.from_date;

  INSERT INTO positions (membership_id, portfolio_id, bucket, as_of, units)
    SELECT a.membership_id, a.portfolio_id, a.bucket, d.tx_date,
      coalesce(base.units, 0) + sum(d.day_units) OVER (
        PARTITION BY a.membership_id, a.portfolio_id, a.bucket ORDER BY d.tx_date)
    FROM (
      SELECT c.membership_id, c.portfolio_id,
        CASE WHEN c.pot = 'vested' THEN c.vested_status ELSE c.pot END AS bucket,
        min(c.tx_date) AS from_date
      FROM changed_rows c
      GROUP BY 1, 2, 3
    ) a
    CROSS JOIN LATERAL (
      SELECT t.tx_date, sum(t.units) AS day_units
      FROM transactions t
      WHERE t.membership_id = a.membership_id AND t.portfolio_id = a.portfolio_id
        AND (CASE WHEN t.pot = 'vested' THEN t.vested_status ELSE t.pot END) = a.bucket
        AND t.tx_date >= a.from_date
      GROUP BY t.tx_date
    ) d
    LEFT JOIN LATERAL (
      SELECT p.units FROM positions p
      WHERE p.membership_id = a.membership_id AND p.portfolio_id = a.portfolio_id
        AND p.bucket = a.bucket AND p.as_of < a.from_date
      ORDER BY p.as_of DESC LIMIT 1
    ) base ON true;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER positions_after_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION positions_refresh();
--> statement-breakpoint
CREATE TRIGGER positions_after_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION positions_refresh();
--> statement-breakpoint
-- An update may move rows between keys and dates: the old rows' keys and the new rows' keys are
-- both recomputed (two triggers, as a trigger with transition tables has one event).
CREATE TRIGGER positions_after_update_old AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION positions_refresh();
--> statement-breakpoint
CREATE TRIGGER positions_after_update_new AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION positions_refresh();
--> statement-breakpoint
-- A database that already holds transactions gets its positions now.
INSERT INTO positions (membership_id, portfolio_id, bucket, as_of, units)
  SELECT membership_id, portfolio_id, bucket, tx_date,
    sum(day_units) OVER (PARTITION BY membership_id, portfolio_id, bucket ORDER BY tx_date)
  FROM (
    SELECT membership_id, portfolio_id,
      CASE WHEN pot = 'vested' THEN vested_status ELSE pot END AS bucket, tx_date,
      sum(units) AS day_units
    FROM transactions
    GROUP BY 1, 2, 3, 4
  ) days;
