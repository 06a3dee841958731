/** The request tester's sample resource: GET/POST /api/test-todos, DELETE /api/test-todos/:id. */
import { getStore } from '@backend/store';
import { todoBodySchema } from '@backend/validation';
import { fail, json, param, refused, route } from './http';
import { check } from '@backend/validation';

export const testTodoHandlers = [
  route('test-todos', 'get', '/api/test-todos', async () =>
    json({ todos: await getStore().todos() }),
  ),

  route('test-todos', 'post', '/api/test-todos', async ({ request }) => {
    const text = await request.text();
    let body: unknown;
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return fail(400, 'The request body is not valid JSON.');
    }
    // Both {todo: {title}} (the original tester's shape) and a bare {title} are accepted.
    const candidate =
      body !== null && typeof body === 'object' && 'todo' in body ? body.todo : body;
    const parsed = check(todoBodySchema, candidate);
    if (!parsed.ok) return fail(400, ...parsed.errors);
    const todos = await getStore().addTodo(parsed.data.title);
    return todos.ok ? json({ todos: todos.value }, 201) : refused(todos);
  }),

  route('test-todos', 'delete', '/api/test-todos/:id', async (input) => {
    const id = param(input, 'id');
    if (!id.ok) return id.response;
    const todos = await getStore().deleteTodo(id.data);
    return todos.ok ? json({ todos: todos.value }) : refused(todos);
  }),
];
