/** Categories: GET /api/categories. */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@/domain/types';
import { request } from './client';

export const categoryKeys = {
  all: ['categories'] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: async () => (await request<{ categories: Category[] }>('/api/categories')).categories,
});
