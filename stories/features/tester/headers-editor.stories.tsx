import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  defaultHeaderRows,
  editRow,
  HEADER_NAME_ERROR,
  HEADER_VALUE_ERROR,
  removeRow,
  type HeaderRow,
} from '@/domain/tester';
import { HeadersEditor } from '@/features/tester/headers-editor';
import { ownFrameInDocs } from '../../support/docs';

/** The editor with the machine's row rules applied, so the stories behave as on the page. */
function Harness({ initial }: { initial: HeaderRow[] }) {
  const [rows, setRows] = useState(initial);
  const counter = useRef(100);
  const newId = () => `h${counter.current++}`;
  return (
    <div className="max-w-lg">
      <HeadersEditor
        rows={rows}
        onEdit={(id, patch) => setRows((current) => editRow(current, id, patch, newId))}
        onRemove={(id) => setRows((current) => removeRow(current, id, newId))}
      />
    </div>
  );
}

const meta = {
  title: 'Request tester/HeadersEditor',
  parameters: ownFrameInDocs(),
  component: HeadersEditor,
  args: { rows: defaultHeaderRows(), onEdit: fn(), onRemove: fn() },
  render: (args) => <Harness initial={args.rows} />,
} satisfies Meta<typeof HeadersEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accept: * / * enabled, then the blank row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('Accept');
    await expect(canvas.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue('*/*');
    await expect(canvas.getByRole('checkbox', { name: 'Send header 1' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Remove header 2' })).toBeNull();
  },
};

/** Typing in the last row adds a new blank one; rows toggle with Space and can be removed. */
export const EditingRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 2 name' }), 'X-Trace');
    await expect(canvas.getByRole('textbox', { name: 'Header 3 name' })).toHaveValue('');
    await userEvent.tab();
    await userEvent.keyboard('abc');
    await expect(canvas.getByRole('textbox', { name: 'Header 2 value' })).toHaveValue('abc');
    canvas.getByRole('checkbox', { name: 'Send header 1' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Send header 1' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove header 1' }));
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('X-Trace');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // The remove button went with its row: focus is on the row that took its place.
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveFocus();
  },
};

export const SeveralRows: Story = {
  args: {
    rows: [
      { id: 'a', enabled: true, name: 'Accept', value: '*/*' },
      { id: 'b', enabled: false, name: 'X-Debug', value: '1' },
      { id: 'c', enabled: true, name: 'Content-Type', value: 'application/json' },
      { id: 'd', enabled: true, name: '', value: '' },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

/** What fetch would refuse is said under the row, not later as 'Network Error'. */
export const InvalidRows: Story = {
  args: {
    rows: [
      { id: 'a', enabled: true, name: 'Bad Name', value: '1' },
      { id: 'b', enabled: true, name: 'X-Split', value: 'a\r\nSet-Cookie: x=1' },
      { id: 'c', enabled: true, name: '', value: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Header 1 name' }),
    ).toHaveAccessibleDescription(HEADER_NAME_ERROR);
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Header 2 value' }),
    ).toHaveAccessibleDescription(HEADER_VALUE_ERROR);
    // Fixing the name clears its message.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Header 1 name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 1 name' }), 'X-Good');
    await expect(canvas.queryByText(HEADER_NAME_ERROR)).toBeNull();
  },
};
