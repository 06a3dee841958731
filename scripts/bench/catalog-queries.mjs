// The listing requests the catalogue bench times: filtered, sorted and faceted pages, and the plain
// first page (what /products asks for first).
export const CATALOG_QUERIES = [
  'page=1&pageSize=48',
  'category=Makeup&sort=LTH&page=1&pageSize=48',
  'q=glow&sort=HTL&page=2&pageSize=48',
  'brand=Lakme&brand=Plum&rating=3&maxPrice=1500&sort=LTH&page=1&pageSize=48',
  'category=Skin%20Care&category=Hair&rating=4&sort=HTL&page=10&pageSize=48',
  'q=matte&category=Makeup&maxPrice=800&page=1&pageSize=48',
];
