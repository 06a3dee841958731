-- A wishlist entry says its product's stock now, as a cart line does (glamour_cart, migration
-- 0015): it kept the copy from when it was saved, so a product sold out since still offered Add to
-- Cart (refused then), and one restocked since still showed Out of Stock.
CREATE OR REPLACE FUNCTION glamour_wishlist(uid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(l.product || jsonb_build_object('createdAt', l.created_at,
      'updatedAt', l.updated_at)
    || coalesce((SELECT jsonb_build_object('stock', p.stock, 'inStock', p.in_stock)
      FROM products p WHERE p.id = l.product_id), '{}'::jsonb) ORDER BY l.position), '[]'::json)
  FROM wishlist_entries l WHERE l.user_id = uid
$$;
