/** The request tester's todos (backend/store/tester.ts, server/db/tester.ts). */
import { describe, expect, it } from 'vitest';
import { seedTodos } from '@backend/store/seed';
import { value, type Contract } from './harness';

export function describeTesterContract({ shop, refusesAndKeeps }: Contract): void {
  describe('tester', () => {
    it('todos: add, list, remove; an unknown todo is refused and changes nothing', async () => {
      const added = value(await shop().tester.add('Write the contract'));
      expect(added.map((t) => t.title)).toEqual([
        ...seedTodos.map((t) => t.title),
        'Write the contract',
      ]);
      expect(await shop().tester.todos()).toEqual(added);
      const left = value(await shop().tester.remove('todo-1'));
      expect(left.map((t) => t._id)).not.toContain('todo-1');
      await refusesAndKeeps(
        () => shop().tester.remove('todo-1'),
        'not-found',
        /No todo has the id "todo-1"/,
      );
    });
  });
}
