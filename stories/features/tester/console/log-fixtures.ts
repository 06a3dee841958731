/** Fixed log entries for the console's stories (oldest first, as the back end returns them). */
import type { LogEntry } from '@/domain/console';

export const logEntries: LogEntry[] = [
  {
    seq: 1,
    method: 'GET',
    path: '/api/products',
    status: 200,
    ms: 402,
    at: '2025-01-10T10:00:00.000Z',
  },
  {
    seq: 2,
    method: 'GET',
    path: '/api/categories',
    status: 200,
    ms: 398,
    at: '2025-01-10T10:00:00.100Z',
  },
  {
    seq: 3,
    method: 'POST',
    path: '/api/auth/login',
    status: 200,
    ms: 415,
    at: '2025-01-10T10:00:05.000Z',
  },
  {
    seq: 4,
    method: 'GET',
    path: '/api/user/cart',
    status: 200,
    ms: 401,
    at: '2025-01-10T10:00:05.500Z',
  },
  {
    seq: 5,
    method: 'POST',
    path: '/api/user/cart',
    status: 500,
    ms: 3,
    at: '2025-01-10T10:00:09.000Z',
  },
  {
    seq: 6,
    method: 'GET',
    path: '/api/user/wishlist',
    status: 0,
    ms: 0,
    at: '2025-01-10T10:00:09.200Z',
  },
  {
    seq: 7,
    method: 'DELETE',
    path: '/api/test-todos/missing',
    status: 404,
    ms: 405,
    at: '2025-01-10T10:00:12.000Z',
  },
];
