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

    it('lists: owners beyond the cap never raise the number of lists past it', async () => {
      // Every add either keeps the new todo in its owner's list or (the memory side's one shared
      // list) is refused as full; never more lists than the cap, however many fresh owners come.
      const before = await shop().tester.lists();
      expect(before).toBe(1);
      const { maxLists } = shop().tester;
      for (let i = 0; i <= maxLists; i += 1) {
        const outcome = await shop().tester.add(`Todo ${i}`, `key:contract-owner-${i}`);
        if (outcome.ok) expect(outcome.value.map((t) => t.title)).toContain(`Todo ${i}`);
        else expect(outcome.reason).toBe('conflict');
      }
      expect(await shop().tester.lists()).toBeLessThanOrEqual(maxLists);
      expect(await shop().tester.lists()).toBeGreaterThanOrEqual(1);
    });
  });
}
