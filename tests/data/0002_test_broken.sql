-- Test-only migration 2 that fails half-way: the first statement succeeds, the second
-- cannot, so the whole migration must roll back.
CREATE TABLE half_done (id INTEGER);
INSERT INTO no_such_table VALUES (1);
