-- The search index of a new row is written by the code that writes the row (the banking repository,
-- the only writer of transactions: one statement per row, or one per batch for a bank-file import),
-- no longer by a trigger: an AFTER INSERT trigger cost about as much as the insert itself, even when
-- its condition skipped the row, and made a bulk import twice as slow (docs/architecture.md
-- "Search index"). Updates and deletes keep their triggers (migrations 0015 and 0022).
DROP TRIGGER `transactions_fts_ai`;
