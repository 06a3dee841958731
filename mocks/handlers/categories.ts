/** GET /api/categories, GET /api/categories/:categoryId */
import { getStore } from '@backend/store';
import { unknownCategory } from '@backend/messages';
import { fail, json, param, route } from './http';

export const categoryHandlers = [
  route('categories', 'get', '/api/categories', async () =>
    json({ categories: await getStore().listCategories() }),
  ),
  route('categories', 'get', '/api/categories/:categoryId', async (input) => {
    const id = param(input, 'categoryId');
    if (!id.ok) return id.response;
    const category = await getStore().findCategory(id.data);
    return category ? json({ category }) : fail(404, unknownCategory(id.data));
  }),
];
