-- Audit entries of nomination saves are never updated or deleted (append-only history).
CREATE FUNCTION nomination_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'nomination_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER nomination_audit_no_update BEFORE UPDATE OR DELETE ON nomination_audit
  FOR EACH ROW EXECUTE FUNCTION nomination_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER nomination_audit_no_truncate BEFORE TRUNCATE ON nomination_audit
  FOR EACH STATEMENT EXECUTE FUNCTION nomination_audit_append_only();
