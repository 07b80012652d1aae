-- Migration 8: a chip's main-memory type, and the availability of chips and systems: status
-- (announced, sampling, shipping) and the announced and first-available dates, each an ISO day
-- (the first day of the period its source names) with its precision, so dates sort as dates.
-- Sources gain the date they were read and the words they state the value in. Column names
-- match core/fields.cpp.

ALTER TABLE chips ADD COLUMN memory_type TEXT;
ALTER TABLE chips ADD COLUMN status TEXT;
ALTER TABLE chips ADD COLUMN announced_date TEXT;
ALTER TABLE chips ADD COLUMN announced_precision TEXT;
ALTER TABLE chips ADD COLUMN available_date TEXT;
ALTER TABLE chips ADD COLUMN available_precision TEXT;

ALTER TABLE systems ADD COLUMN status TEXT;
ALTER TABLE systems ADD COLUMN announced_date TEXT;
ALTER TABLE systems ADD COLUMN announced_precision TEXT;
ALTER TABLE systems ADD COLUMN available_date TEXT;
ALTER TABLE systems ADD COLUMN available_precision TEXT;

ALTER TABLE sources ADD COLUMN accessed_date TEXT;
ALTER TABLE sources ADD COLUMN quote TEXT;
