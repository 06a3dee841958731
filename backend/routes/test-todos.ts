/** The request tester's sample resource: GET/POST /api/test-todos, DELETE /api/test-todos/:id. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { refused } from '../http';
import { jsonBody, params, pathId } from '../middleware/validate';
import { todoBodySchema } from '../validation';

// Both {todo: {title}} (the original tester's shape) and a bare {title} are accepted.
const todoInput = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && 'todo' in body ? body.todo : body),
  todoBodySchema,
);

export function testTodoRoutes({ store }: ApiDeps) {
  return new Hono()
    .get('/', async (c) => c.json({ todos: await store.todos() }))
    .post('/', jsonBody(todoInput), async (c) => {
      const todos = await store.addTodo(c.var.body.title);
      return todos.ok ? c.json({ todos: todos.value }, 201) : refused(c, todos);
    })
    .delete('/:id', params(z.object({ id: pathId })), async (c) => {
      const todos = await store.deleteTodo(c.req.valid('param').id);
      return todos.ok ? c.json({ todos: todos.value }) : refused(c, todos);
    });
}
