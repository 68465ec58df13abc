-- The derived analysis tables gained corpus_entity_posts: forget which corpus version they reflect,
-- so the next refresh (or the next analysis) rebuilds them all.
DELETE FROM "corpus_derived_state";
