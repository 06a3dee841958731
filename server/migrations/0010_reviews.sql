-- Product reviews (backend/store/reviews.ts has the rules): one per shopper and product, helpful
-- votes and reports once per account each. A removed account or product takes its reviews, votes
-- and reports along. A sample review that came with the shop has no account (user_id NULL).
CREATE TABLE reviews (
  id text PRIMARY KEY CHECK (id <> ''),
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  author_name text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  -- auto: shown until three reports; hidden or approved: the operator decided.
  moderation text NOT NULL DEFAULT 'auto' CHECK (moderation IN ('auto', 'hidden', 'approved')),
  -- A sample review's own "verified purchase"; an author's review reads their orders instead.
  verified boolean NOT NULL DEFAULT false,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  UNIQUE (product_id, user_id)
);
CREATE INDEX reviews_product_position ON reviews (product_id, position);

CREATE TABLE review_votes (
  review_id text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (review_id, user_id)
);

CREATE TABLE review_reports (
  review_id text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (review_id, user_id)
);
