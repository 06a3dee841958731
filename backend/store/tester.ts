/**
 * The request tester's todos, at most MAX_TODOS per list and at most MAX_TODO_LISTS lists. `owner`
 * (server mode: whoever calls, see backend/routes/test-todos.ts) keeps one caller's list apart from
 * everyone else's. A new owner's first todo, when MAX_TODO_LISTS lists exist, removes the list that
 * has waited longest for a new todo: an abandoned list goes, nobody is refused, and a flood of
 * fresh owners only churns the idle lists (the route also limits adding per address). The memory
 * side serves one caller (the page it runs in) and has one list whatever the owner. The SQL side
 * is server/db/tester.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import type { Clock } from '../clock';
import { MAX_TODOS, todosFull, unknownTodo } from '../messages';
import type { Engine } from './engine';
import { refusal, success, type Outcome } from './outcome';
import type { Todo } from './schema';

export interface TesterRepository {
  /** The most lists kept (MAX_TODO_LISTS unless the server's settings say otherwise). */
  readonly maxLists: number;
  todos(owner?: string): Promise<Todo[]>;
  /** How many owners have a list (at least one todo): never more than `maxLists`. */
  lists(): Promise<number>;
  /** A full list: 'conflict'. A new owner beyond `maxLists` lists: the idlest list goes. */
  add(title: string, owner?: string): Promise<Outcome<Todo[]>>;
  /** Unknown (or another owner's): 'not-found'. */
  remove(id: string, owner?: string): Promise<Outcome<Todo[]>>;
}

export function createMemoryTester(engine: Engine, clock: Clock): TesterRepository {
  return {
    // One list whatever the owner: the page it runs in is its one caller.
    maxLists: 1,
    todos: () => engine.read((db) => structuredClone(db.todos)),
    lists: () => engine.read((db) => (db.todos.length > 0 ? 1 : 0)),
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
