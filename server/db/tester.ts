/**
 * The request tester's todos on PostgreSQL, one list per owner (migration 0006), each at most
 * MAX_TODOS long, at most MAX_TODO_LISTS lists (the rule: backend/store/tester.ts). Its share of
 * the whole-shop document: the todos (of every owner).
 */
import { formatTimestamp } from '@/domain/cart';
import type { Clock } from '@backend/clock';
import { MAX_TODO_LISTS, MAX_TODOS, todosFull, unknownTodo } from '@backend/messages';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { todoSchema, type Todo } from '@backend/store/schema';
import type { TesterRepository } from '@backend/store/tester';
import { guard } from './errors';
import { rowsOf, type DocumentPart } from './parts';
import type { Database, Queryable } from './sql';

/** One owner's todos, or every todo (the export) when `owner` is undefined. */
async function loadTodos(tx: Queryable, owner?: string): Promise<Todo[]> {
  const rows = await tx.query<{ j: unknown }>(
    `SELECT json_build_object('_id', id, 'title', title, 'completed', completed,
       'createdAt', created_at) AS j FROM todos
     ${owner === undefined ? '' : 'WHERE owner = $1'} ORDER BY position`,
    owner === undefined ? [] : [owner],
  );
  return rows.map((r) => todoSchema.parse(r.j));
}

export function createPgTester(
  db: Database,
  clock: Clock,
  maxLists: number = MAX_TODO_LISTS,
): TesterRepository {
  return {
    maxLists,
    todos: (owner = '') => guard(() => loadTodos(db, owner)),
    lists: () =>
      guard(async () => {
        const [row] = await db.query<{ n: number }>(
          'SELECT count(DISTINCT owner)::int AS n FROM todos',
        );
        return row?.n ?? 0;
      }),
    add: (title, owner = '') =>
      guard(() =>
        db.transaction(async (tx): Promise<Outcome<Todo[]>> => {
          // The lock makes count-then-insert one step for every owner's bounded list.
          await tx.query('LOCK TABLE todos IN SHARE ROW EXCLUSIVE MODE');
          // A new owner when the lists are at their cap: the one longest without a new todo goes.
          await tx.query(
            `DELETE FROM todos WHERE owner =
               (SELECT owner FROM todos GROUP BY owner ORDER BY max(position) LIMIT 1)
             AND NOT EXISTS (SELECT 1 FROM todos WHERE owner = $1)
             AND (SELECT count(DISTINCT owner) FROM todos) >= $2`,
            [owner, maxLists],
          );
          const added = await tx.query(
            `INSERT INTO todos (id, title, completed, created_at, owner)
             SELECT $1, $2, false, $3, $4
             WHERE (SELECT count(*) FROM todos WHERE owner = $4) < $5 RETURNING 1`,
            [clock.newId(), title, formatTimestamp(clock.now()), owner, MAX_TODOS],
          );
          if (added.length === 0) return refusal('conflict', todosFull());
          return success(await loadTodos(tx, owner));
        }),
      ),
    remove: (id, owner = '') =>
      guard(async (): Promise<Outcome<Todo[]>> => {
        // Another owner's todo is as unknown as one that never was.
        const deleted = await db.query(
          'DELETE FROM todos WHERE id = $1 AND owner = $2 RETURNING id',
          [id, owner],
        );
        if (deleted.length === 0) return refusal('not-found', unknownTodo(id));
        return success(await loadTodos(db, owner));
      }),
  };
}

export const testerPart: DocumentPart = {
  tables: ['todos'],
  async write(tx, doc) {
    if (doc.todos.length === 0) return;
    await tx.query(
      `INSERT INTO todos (id, title, completed, created_at)
       SELECT v->>'_id', v->>'title', (v->>'completed')::boolean, v->>'createdAt'
       ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(doc.todos)],
    );
  },
  async read(tx, doc) {
    doc.todos = await loadTodos(tx);
  },
};
