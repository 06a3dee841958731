/**
 * The request tester's sample resource: GET/POST /api/test-todos, DELETE /api/test-todos/:id.
 *
 * In server mode (deps.todosPerCaller) every caller has a list of their own, so nobody can read or
 * delete another's: the signed-in shopper's (a valid token), else the list of a key the tester keeps
 * (`x-test-todos-key`, 16 to 100 characters), else the list of the caller's address. A fresh key
 * costs nothing, so adding is rate-limited per address (deps.rateLimits, action 'todo') and the
 * number of lists is capped (MAX_TODO_LISTS, backend/store/tester.ts). The in-page back end has one
 * caller, the page itself, and one list.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { fail, reply } from '../http';
import { jsonBody, params, pathId } from '../middleware/validate';
import { rateLimited } from '../rate-limits';
import { tokenFromHeader } from '../tokens';
import { todoBodySchema } from '../validation';

export const TODOS_KEY_HEADER = 'x-test-todos-key';
export const badTodosKey = `The ${TODOS_KEY_HEADER} header must be 16 to 100 letters, digits, '-' or '_'.`;

// Both {todo: {title}} (the original tester's shape) and a bare {title} are accepted.
const todoInput = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && 'todo' in body ? body.todo : body),
  todoBodySchema,
);

export function testTodoRoutes(deps: ApiDeps) {
  const { tokens } = deps;
  const { tester } = deps.shop;

  /** Whose list this request works on ('': the one shared list of the in-page back end). */
  async function ownerOf(c: Context): Promise<string | null> {
    if (!deps.todosPerCaller) return '';
    const token = tokenFromHeader(c.req.header('authorization'));
    const claims = token === null ? null : await tokens.verify(token);
    if (claims) return `user:${claims._id}`;
    const key = c.req.header(TODOS_KEY_HEADER);
    if (key === undefined) return `ip:${deps.clientIp?.(c) ?? 'unknown'}`;
    return /^[A-Za-z0-9_-]{16,100}$/.test(key) ? `key:${key}` : null;
  }

  return new Hono()
    .get('/', async (c) => {
      const owner = await ownerOf(c);
      if (owner === null) return fail(c, 400, badTodosKey);
      return c.json({ todos: await tester.todos(owner) });
    })
    .post(
      '/',
      jsonBody(todoInput),
      rateLimited(deps.rateLimits, deps.clientIp, 'todo'),
      async (c) => {
        const owner = await ownerOf(c);
        if (owner === null) return fail(c, 400, badTodosKey);
        const todos = await tester.add(c.var.body.title, owner);
        return reply(c, todos, (todos) => ({ todos }), 201);
      },
    )
    .delete('/:id', params(z.object({ id: pathId })), async (c) => {
      const owner = await ownerOf(c);
      if (owner === null) return fail(c, 400, badTodosKey);
      const todos = await tester.remove(c.req.valid('param').id, owner);
      return reply(c, todos, (todos) => ({ todos }));
    });
}
