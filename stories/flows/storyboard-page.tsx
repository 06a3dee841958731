/**
 * A flow's docs page: its title and description, then the storyboard (each step's picture at phone
 * and desktop width, in order, with its caption). The flow itself plays in its story's own view
 * (played on this page, its steps would scroll the page away from the storyboard).
 */
import { Description, Title } from '@storybook/addon-docs/blocks';
import { STORYBOARD_WIDTHS, type Storyboard } from './storyboards';

// The step screenshots of every flow, by path; only their URLs are bundled here.
const pictures = import.meta.glob<string>(
  '../../tests/visual/__screenshots__/flows-*/*/*-chromium-linux.png',
  { eager: true, query: '?url', import: 'default' },
);

function pictureOf(board: Storyboard, step: string, width: number): string | undefined {
  return pictures[
    `../../tests/visual/__screenshots__/${board.folder}/${step}/${width}-chromium-linux.png`
  ];
}

function StoryboardSteps({ board }: { board: Storyboard }) {
  return (
    <ol className="sb-unstyled my-6 flex list-none flex-col gap-10 p-0">
      {board.steps.map((step, index) => (
        <li key={step.id} className="flex flex-col gap-3">
          <p className="m-0 text-base font-semibold text-neutral-900">
            {index + 1}. {step.caption}
          </p>
          <div className="flex items-start gap-4">
            {STORYBOARD_WIDTHS.map((width) => {
              const src = pictureOf(board, step.id, width);
              return src ? (
                <img
                  key={width}
                  src={src}
                  alt={`Step ${index + 1} at ${width} px: ${step.caption}`}
                  loading="lazy"
                  className="min-w-0 rounded-md border border-neutral-200"
                  style={{ width: width === 375 ? '22%' : '74%' }}
                />
              ) : (
                <p key={width} className="text-sm text-neutral-700">
                  No picture yet at {width} px: run the flow’s story test.
                </p>
              );
            })}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** `parameters.docs.page` for a flow's story file. */
export function storyboardPage(board: Storyboard) {
  return function StoryboardPage() {
    return (
      <>
        <Title />
        <Description />
        <h2>Storyboard</h2>
        <StoryboardSteps board={board} />
      </>
    );
  };
}
