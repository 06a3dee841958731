// A flow's storyboard shows the flow's own step screenshots, in the order the flow takes them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORYBOARD_WIDTHS, STORYBOARDS } from '../../../stories/flows/storyboards';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe.each(Object.entries(STORYBOARDS))('the %s storyboard', (_, board) => {
  const source = readFileSync(path.join(ROOT, 'stories/flows', board.file), 'utf8');

  it('has the steps the flow screenshots, in its order', () => {
    const taken = [...source.matchAll(/(?:snap|screenOf)\((?:canvasElement, )?'([^']+)'\)/g)].map(
      (match) => match[1],
    );
    expect(board.steps.map((step) => step.id)).toEqual(taken);
  });

  it('has a picture of each step at each width', () => {
    for (const step of board.steps)
      for (const width of STORYBOARD_WIDTHS) {
        const file = `tests/visual/__screenshots__/${board.folder}/${step.id}/${width}-chromium-linux.png`;
        expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      }
  });

  it('captions every step', () => {
    for (const step of board.steps) expect(step.caption).toMatch(/^\S.{4,}\.$/);
  });
});
