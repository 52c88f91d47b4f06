-- model_availability (0005) is derived from home_listings: after every statement
-- that writes home_listings, the (home center, model) pairs it touched are
-- recounted from their unsold listings (sticker other than Sold, -1) in the
-- same transaction. Then the table is filled from the listings already there.
CREATE FUNCTION model_availability_recount(dealer_ids integer[], model_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers of one home center's listings take turns (a row lock on the home
  -- center, held to commit), so the recount below, a statement of its own,
  -- sees what the writer before it committed and no change is lost.
  PERFORM 1 FROM dealers WHERE dealer_id = ANY (dealer_ids)
    ORDER BY dealer_id FOR NO KEY UPDATE;
  WITH pairs AS (
    SELECT DISTINCT dealer_id, model_id FROM unnest(dealer_ids, model_ids) AS t (dealer_id, model_id)
  ), counted AS (
    SELECT p.dealer_id, p.model_id, c.listing_count, c.lowest_price, c.is_in_stock
    FROM pairs p
    CROSS JOIN LATERAL (
      SELECT count(*)::integer AS listing_count, min(l.price) AS lowest_price,
        coalesce(bool_or(l.serial_number IS NOT NULL), false) AS is_in_stock
      FROM home_listings l
      WHERE l.dealer_id = p.dealer_id AND l.model_id = p.model_id
        AND l.sticker_type_id IS DISTINCT FROM -1
    ) c
  ), upserted AS (
    INSERT INTO model_availability AS a (dealer_id, model_id, listing_count, lowest_price, is_in_stock)
    SELECT dealer_id, model_id, listing_count, lowest_price, is_in_stock FROM counted
    WHERE listing_count > 0
    ON CONFLICT (dealer_id, model_id) DO UPDATE SET
      listing_count = excluded.listing_count,
      lowest_price = excluded.lowest_price,
      is_in_stock = excluded.is_in_stock
    WHERE (a.listing_count, a.lowest_price, a.is_in_stock)
      IS DISTINCT FROM (excluded.listing_count, excluded.lowest_price, excluded.is_in_stock)
  )
  -- Pairs left with no unsold listing.
  DELETE FROM model_availability a
  USING counted c
  WHERE c.listing_count = 0 AND a.dealer_id = c.dealer_id AND a.model_id = c.model_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION home_listings_recount_availability() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dealer_ids integer[];
  model_ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM model_availability;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(dealer_id), array_agg(model_id) INTO dealer_ids, model_ids
    FROM (SELECT DISTINCT dealer_id, model_id FROM new_listings) p;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(dealer_id), array_agg(model_id) INTO dealer_ids, model_ids
    FROM (SELECT DISTINCT dealer_id, model_id FROM old_listings) p;
  ELSE
    SELECT array_agg(dealer_id), array_agg(model_id) INTO dealer_ids, model_ids
    FROM (
      SELECT dealer_id, model_id FROM old_listings
      UNION
      SELECT dealer_id, model_id FROM new_listings
    ) p;
  END IF;
  IF dealer_ids IS NOT NULL THEN
    PERFORM model_availability_recount(dealer_ids, model_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER home_listings_availability_insert AFTER INSERT ON home_listings
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION home_listings_recount_availability();
--> statement-breakpoint
CREATE TRIGGER home_listings_availability_update AFTER UPDATE ON home_listings
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION home_listings_recount_availability();
--> statement-breakpoint
CREATE TRIGGER home_listings_availability_delete AFTER DELETE ON home_listings
  REFERENCING OLD TABLE AS old_listings
  FOR EACH STATEMENT EXECUTE FUNCTION home_listings_recount_availability();
--> statement-breakpoint
CREATE TRIGGER home_listings_availability_truncate AFTER TRUNCATE ON home_listings
  FOR EACH STATEMENT EXECUTE FUNCTION home_listings_recount_availability();
--> statement-breakpoint
INSERT INTO model_availability (dealer_id, model_id, listing_count, lowest_price, is_in_stock)
SELECT dealer_id, model_id, count(*)::integer, min(price), bool_or(serial_number IS NOT NULL)
FROM home_listings
WHERE sticker_type_id IS DISTINCT FROM -1
GROUP BY dealer_id, model_id;
