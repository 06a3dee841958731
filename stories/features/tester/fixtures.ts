/** Fixed responses for the tester's stories: deterministic numbers, no clocks. */
import type { TesterResponse } from '@/features/tester/tester-response';

export const todos = [
  { _id: 'todo-1', title: 'Restock kajal', completed: false },
  { _id: 'todo-2', title: 'Photograph the summer sale banner', completed: true },
];

export const okResponse: TesterResponse = {
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json', 'x-powered-by': 'msw' },
  data: { todos },
  timeMs: 412,
  sizeBytes: 148,
};

export const notFoundResponse: TesterResponse = {
  status: 404,
  statusText: 'Not Found',
  headers: { 'content-type': 'application/json' },
  data: { errors: ['No todo with the id todo-404.'] },
  timeMs: 398,
  sizeBytes: 44,
};

export const largeResponse: TesterResponse = {
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json' },
  data: {
    products: Array.from({ length: 240 }, (_, i) => ({ _id: `p${i + 1}`, price: 100 + i })),
  },
  timeMs: 420,
  sizeBytes: 7210,
};

export const emptyResponse: TesterResponse = {
  status: 204,
  statusText: 'No Content',
  headers: {},
  data: undefined,
  timeMs: 401,
  sizeBytes: 0,
};
