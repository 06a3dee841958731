import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bodyError } from '@/domain/tester';
import { BodyEditor, type BodyEditorProps } from '@/features/tester/body-editor';
import { ownFrameInDocs } from '../../support/docs';

/** The editor with the machine's check applied on every change. */
function Harness(props: BodyEditorProps) {
  const [text, setText] = useState(props.text);
  return (
    <div className="max-w-lg">
      <BodyEditor
        {...props}
        text={text}
        error={bodyError(text)}
        onChange={(next) => {
          setText(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Request tester/BodyEditor',
  parameters: ownFrameInDocs(),
  component: BodyEditor,
  args: { text: '{}', error: null, method: 'POST', onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof BodyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error appears as soon as the text stops being JSON and goes once it parses again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Body (JSON)' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.clear(box);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error in JSON format');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, '{{"title": "Restock kajal"}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { text: '{"title": "Restock kajal",}' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error in JSON format');
    await expect(canvas.getByRole('textbox', { name: 'Body (JSON)' })).toHaveAccessibleDescription(
      'Error in JSON format',
    );
  },
};

/** GET and DELETE send no body: the box says so. */
export const ForGet: Story = {
  args: { method: 'GET' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('GET requests are sent without a body.'),
    ).toBeVisible();
  },
};
