-- The shop, relational: every rule the memory store keeps in code is also held by the database.
-- Positions keep the order of insertion (the API answers lists in the order things were added).
-- Timestamps are stored as the API shows them (spec: 2026-01-15T10:30:00+05:30), as text.

CREATE TABLE categories (
  id text PRIMARY KEY CHECK (id <> ''),
  category_name text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);

CREATE TABLE products (
  id text PRIMARY KEY CHECK (id <> ''),
  name text NOT NULL,
  image text NOT NULL,
  brand text NOT NULL,
  size text NOT NULL,
  price text NOT NULL CHECK (price ~ '^\d+(\.\d+)?$'),
  original_price text NOT NULL CHECK (original_price ~ '^\d+(\.\d+)?$'),
  off text NOT NULL,
  offer text NOT NULL,
  category_name text NOT NULL,
  product_type text NOT NULL,
  rating_value text NOT NULL CHECK (rating_value ~ '^\d+(\.\d+)?$'),
  rating_count text NOT NULL CHECK (rating_count ~ '^\d+(\.\d+)?$'),
  in_stock boolean NOT NULL,
  is_best_seller boolean NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);

CREATE TABLE users (
  id text PRIMARY KEY CHECK (id <> ''),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL CHECK (password_hash <> ''),
  extra jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(extra) = 'object'),
  created_at text NOT NULL,
  updated_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
-- One account per email, whatever its case: the lookup every login and token check makes.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- A cart line keeps the copy of the product taken when it was added (as the memory store does);
-- orders re-price from the catalogue.
CREATE TABLE cart_lines (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product jsonb NOT NULL,
  qty integer NOT NULL CHECK (qty >= 1),
  created_at text NOT NULL,
  updated_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX cart_lines_user_position ON cart_lines (user_id, position);

CREATE TABLE wishlist_entries (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product jsonb NOT NULL,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX wishlist_entries_user_position ON wishlist_entries (user_id, position);

CREATE TABLE addresses (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (id <> ''),
  user_name text NOT NULL,
  house_number text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  country text NOT NULL,
  pincode bigint NOT NULL CHECK (pincode >= 0),
  mobile_number bigint NOT NULL CHECK (mobile_number >= 0),
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX addresses_user_position ON addresses (user_id, position);

-- An order is history: its lines and address are copies, so later catalogue changes leave it alone.
CREATE TABLE orders (
  id text PRIMARY KEY CHECK (id <> ''),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount double precision NOT NULL CHECK (amount >= 0),
  coupon_code text,
  delivery_address jsonb NOT NULL,
  payment_id text NOT NULL,
  user_email text NOT NULL,
  created_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX orders_user_position ON orders (user_id, position);

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 0),
  product_id text NOT NULL,
  qty integer NOT NULL CHECK (qty >= 1),
  line jsonb NOT NULL,
  PRIMARY KEY (order_id, line_no)
);

CREATE TABLE todos (
  id text PRIMARY KEY CHECK (id <> ''),
  title text NOT NULL,
  completed boolean NOT NULL,
  created_at text NOT NULL,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);

CREATE TABLE subscribers (
  email text PRIMARY KEY,
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);

-- Settings that every process shares (the token secret of the embedded default lives on disk).
CREATE TABLE shop_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
