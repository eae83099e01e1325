-- The version of each member's data (schema/data-changes.ts): every statement that changes a table
-- a member's answers are read from adds, in its own transaction, one row per member it touched
-- (member_id null for products, portfolios and unit prices, which every member reads). The new row
-- takes over the weight of the member's earlier rows that no other transaction holds, so the sum of
-- a member's weights grows by one with each committed statement and no writer ever waits for
-- another. A member's data version is that sum plus the sum of the null rows.
CREATE TABLE "data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"weight" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_changes_member_idx" ON "data_changes" USING btree ("member_id","weight");
--> statement-breakpoint
CREATE FUNCTION data_changes_record(member_ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH absorbed AS (
    DELETE FROM data_changes d
    WHERE d.id IN (
      SELECT c.id FROM data_changes c
      WHERE c.member_id = ANY (member_ids)
        OR (c.member_id IS NULL AND array_position(member_ids, NULL) IS NOT NULL)
      FOR UPDATE SKIP LOCKED
    )
    RETURNING d.member_id, d.weight
  )
  INSERT INTO data_changes (member_id, weight)
  SELECT m.member_id,
    1 + coalesce((SELECT sum(a.weight) FROM absorbed a
      WHERE a.member_id IS NOT DISTINCT FROM m.member_id), 0)
  FROM (SELECT DISTINCT unnest(member_ids) AS member_id) m;
$$;
--> statement-breakpoint
-- Tables with the member's id (members: its own id).
CREATE FUNCTION data_changed_by_member_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data_changes_record(ARRAY(SELECT DISTINCT c.member_id FROM changed_rows c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION data_changed_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data_changes_record(ARRAY(SELECT DISTINCT c.id FROM changed_rows c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Tables with a membership's id: its member.
CREATE FUNCTION data_changed_by_membership_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data_changes_record(ARRAY(
    SELECT DISTINCT m.member_id FROM changed_rows c JOIN memberships m ON m.id = c.membership_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A cover's amounts: the cover's member.
CREATE FUNCTION data_changed_by_cover_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data_changes_record(ARRAY(
    SELECT DISTINCT v.member_id FROM changed_rows c JOIN covers v ON v.id = c.cover_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Data every member reads, and any table emptied at once: every member's version moves.
CREATE FUNCTION data_changed_for_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM data_changes_record(ARRAY[NULL::integer]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Inserts, deletes and both sides of updates (a trigger with transition tables has one event), and
-- truncation, of each table a member's answers read.
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('members', 'data_changed_by_id'),
    ('memberships', 'data_changed_by_member_id'),
    ('external_funds', 'data_changed_by_member_id'),
    ('covers', 'data_changed_by_member_id'),
    ('claims', 'data_changed_by_member_id'),
    ('member_documents', 'data_changed_by_member_id'),
    ('transactions', 'data_changed_by_membership_id'),
    ('positions', 'data_changed_by_membership_id'),
    ('membership_portfolios', 'data_changed_by_membership_id'),
    ('membership_blocks', 'data_changed_by_membership_id'),
    ('cover_amounts', 'data_changed_by_cover_id')
  ) AS t(table_name, function_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_data_changed_insert', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_data_changed_delete', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_data_changed_update_old', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_data_changed_update_new', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone()',
      target.table_name || '_data_changed_truncate', target.table_name);
  END LOOP;
  FOR target IN SELECT * FROM (VALUES ('products'), ('portfolios'), ('unit_prices'))
    AS t(table_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone()',
      target.table_name || '_data_changed', target.table_name);
  END LOOP;
END;
$$;
