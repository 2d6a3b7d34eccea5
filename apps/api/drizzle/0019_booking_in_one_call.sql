-- A booking in one call (docs/decisions/0043-booking-in-one-call.md). The API reads the booking's
-- facts without locks, decides with the product's rules (in TypeScript), then calls
-- book_game_place, which takes the locks (the game, then the player), checks under them that every
-- fact the decision used and the locks protect is unchanged, and writes the booking, its charge and
-- its place, all in one statement and one transaction. When a fact has changed it writes nothing
-- and answers 'stale': the API then books the old way, deciding under the locks.

-- What the booking rules read from a game (whether it takes bookings, when registration opens,
-- the levels, the price and kind, what the ledger row says of it): the fast path books only while
-- these are what the decision saw. A rule that reads another column of games must add it here.
CREATE FUNCTION game_booking_terms(g games) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', g.origin, g.status, extract(epoch FROM g.starts_at)::text,
    extract(epoch FROM g.registration_opens_at)::text, coalesce(g.min_level, '-'),
    coalesce(g.max_level, '-'), g.kind, g.price_qepik::text, g.title)
$$;--> statement-breakpoint
CREATE FUNCTION book_game_place(
  p_game_id uuid,
  p_user_id uuid,
  -- The game's terms (game_booking_terms) and whether the first-game discount was used, as decided on.
  p_game_terms text,
  p_discount_used boolean,
  p_registration_id uuid,
  p_payment_method text,
  p_price_qepik integer,
  p_base_price_qepik integer,
  p_discount_reason text,
  p_idempotency_key text,
  p_now timestamptz,
  -- Paid from the wallet now (a wallet booking with a price); otherwise confirmed with p_paid_at.
  p_pays_now boolean,
  p_paid_at timestamptz,
  -- A wallet booking the balance does not cover holds the place until then.
  p_hold_expires_at timestamptz,
  p_ledger_description jsonb
) RETURNS TABLE (
  outcome text,
  places_taken integer,
  balance_qepik bigint,
  waitlisted_before integer,
  waitlist_count integer
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_game games%ROWTYPE;
  v_balance bigint;
  v_balance_after bigint;
  v_status text;
  v_places integer;
BEGIN
  -- The lock order of every booking: the game, then the player, then the wallet.
  SELECT * INTO v_game FROM games WHERE id = p_game_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, 0, 0::bigint, 0, 0;
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  -- Each statement below sees every booking committed before the locks were taken.
  IF NOT FOUND
    OR game_booking_terms(v_game) IS DISTINCT FROM p_game_terms
    OR EXISTS (SELECT 1 FROM game_registrations r WHERE r.game_id = p_game_id
      AND r.status = 'pending_payment' AND r.hold_expires_at <= p_now)
    OR EXISTS (SELECT 1 FROM game_registrations r WHERE r.game_id = p_game_id
      AND r.user_id = p_user_id AND r.status <> 'cancelled')
    OR (p_idempotency_key IS NOT NULL AND EXISTS (SELECT 1 FROM game_registrations r
      WHERE r.user_id = p_user_id AND r.idempotency_key = p_idempotency_key))
    -- As discountUsedSql (player-standing.ts).
    OR p_discount_used IS DISTINCT FROM EXISTS (SELECT 1 FROM game_registrations b
      JOIN games g ON g.id = b.game_id WHERE b.user_id = p_user_id AND g.origin = 'pickup'
      AND (b.status = 'confirmed' OR (b.status <> 'cancelled' AND b.discount_reason = 'first_game')))
  THEN
    RETURN QUERY SELECT 'stale'::text, 0, 0::bigint, 0, 0;
    RETURN;
  END IF;
  SELECT coalesce((SELECT w.balance_qepik FROM wallets w WHERE w.user_id = p_user_id), 0) INTO v_balance;
  v_places := v_game.places_taken;

  IF v_game.places_taken >= v_game.capacity THEN
    v_status := 'waitlisted';
    INSERT INTO game_registrations (id, game_id, user_id, status, payment_method, price_qepik,
      base_price_qepik, discount_reason, waitlisted_at, idempotency_key, created_at, updated_at)
    VALUES (p_registration_id, p_game_id, p_user_id, 'waitlisted', p_payment_method, p_price_qepik,
      p_base_price_qepik, p_discount_reason, p_now, p_idempotency_key, p_now, p_now);
  ELSE
    IF p_pays_now THEN
      -- The check and the debit on the wallet's latest version, under its lock.
      UPDATE wallets w SET balance_qepik = w.balance_qepik - p_price_qepik, updated_at = p_now
      WHERE w.user_id = p_user_id AND w.balance_qepik >= p_price_qepik
      RETURNING w.balance_qepik INTO v_balance_after;
      IF FOUND THEN
        v_status := 'confirmed';
        v_balance := v_balance_after;
        INSERT INTO game_registrations (id, game_id, user_id, status, payment_method, price_qepik,
          base_price_qepik, discount_reason, paid_at, idempotency_key, created_at, updated_at)
        VALUES (p_registration_id, p_game_id, p_user_id, 'confirmed', p_payment_method, p_price_qepik,
          p_base_price_qepik, p_discount_reason, p_now, p_idempotency_key, p_now, p_now);
        INSERT INTO ledger_entries (user_id, kind, amount_qepik, balance_after_qepik, idempotency_key,
          reference_type, reference_id, description)
        VALUES (p_user_id, 'game_payment', -p_price_qepik, v_balance, 'game_payment:' || p_registration_id,
          'game_registration', p_registration_id::text, p_ledger_description);
      ELSE
        v_status := 'pending_payment';
        INSERT INTO game_registrations (id, game_id, user_id, status, payment_method, price_qepik,
          base_price_qepik, discount_reason, hold_expires_at, idempotency_key, created_at, updated_at)
        VALUES (p_registration_id, p_game_id, p_user_id, 'pending_payment', p_payment_method,
          p_price_qepik, p_base_price_qepik, p_discount_reason, p_hold_expires_at, p_idempotency_key,
          p_now, p_now);
      END IF;
    ELSE
      v_status := 'confirmed';
      INSERT INTO game_registrations (id, game_id, user_id, status, payment_method, price_qepik,
        base_price_qepik, discount_reason, paid_at, idempotency_key, created_at, updated_at)
      VALUES (p_registration_id, p_game_id, p_user_id, 'confirmed', p_payment_method, p_price_qepik,
        p_base_price_qepik, p_discount_reason, p_paid_at, p_idempotency_key, p_now, p_now);
    END IF;
    UPDATE games g SET places_taken = g.places_taken + 1, updated_at = p_now
    WHERE g.id = p_game_id RETURNING g.places_taken INTO v_places;
  END IF;

  -- The answer's waitlist: its length, and who is ahead (earlier, or the same moment and a lower id).
  RETURN QUERY
    SELECT v_status, v_places, v_balance,
      (count(*) FILTER (WHERE r.waitlisted_at < p_now
        OR (r.waitlisted_at = p_now AND r.id::text COLLATE "C" < p_registration_id::text COLLATE "C")))::integer,
      count(*)::integer
    FROM game_registrations r WHERE r.game_id = p_game_id AND r.status = 'waitlisted';
END
$$;
