/**
 * The request tester's todos, at most MAX_TODOS per list. `owner` (server mode: whoever calls, see
 * backend/routes/test-todos.ts) keeps one caller's list apart from everyone else's; the memory side
 * serves one caller (the page it runs in) and has one list whatever the owner. The SQL side is
 * server/db/tester.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import type { Clock } from '../clock';
import { MAX_TODOS, todosFull, unknownTodo } from '../messages';
import type { Engine } from './engine';
import { refusal, success, type Outcome } from './outcome';
import type { Todo } from './schema';

export interface TesterRepository {
  todos(owner?: string): Promise<Todo[]>;
  /** A full list: 'conflict'. */
  add(title: string, owner?: string): Promise<Outcome<Todo[]>>;
  /** Unknown (or another owner's): 'not-found'. */
  remove(id: string, owner?: string): Promise<Outcome<Todo[]>>;
}

export function createMemoryTester(engine: Engine, clock: Clock): TesterRepository {
  return {
    todos: () => engine.read((db) => structuredClone(db.todos)),
    add: (title) =>
      engine.write((draft) => {
        if (draft.todos.length >= MAX_TODOS) return refusal('conflict', todosFull());
        const _id = clock.newId();
        draft.todos.push({ _id, title, completed: false, createdAt: formatTimestamp(clock.now()) });
        return success(draft.todos);
      }),
    remove: (id) =>
      engine.write((draft) => {
        if (!draft.todos.some((t) => t._id === id)) return refusal('not-found', unknownTodo(id));
        draft.todos = draft.todos.filter((t) => t._id !== id);
        return success(draft.todos);
      }),
  };
}
