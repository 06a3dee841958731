import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SETTINGS_STORAGE_KEY } from '@/domain/console';
import { BackendSettingsBadge, SettingsBadgeView } from '@/features/tester/settings-badge';
import { announceSettingsChanged } from '@/features/tester/settings-storage';

const meta = {
  title: 'Features/Tester/SettingsBadge',
  component: SettingsBadgeView,
  args: { settings: { latencyMs: 400, failures: { cart: '500' } } },
} satisfies Meta<typeof SettingsBadgeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One failure on: the badge names it for screen readers and links to the console. */
export const FailureOn: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(
      'Back end: 1 failure on (cart: 500). Open the back-end console.',
    );
    await expect(link).toHaveAttribute('href', '/mockman');
  },
};

export const LatencyOnly: Story = { args: { settings: { latencyMs: 1200, failures: {} } } };

export const Several: Story = {
  args: {
    settings: { latencyMs: 0, failures: { cart: '500', wishlist: 'network', auth: 'hang' } },
  },
};

function withSaved(value: string | null) {
  return () => {
    const before = localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (value === null) localStorage.removeItem(SETTINGS_STORAGE_KEY);
    else localStorage.setItem(SETTINGS_STORAGE_KEY, value);
    return () => {
      if (before === null) localStorage.removeItem(SETTINGS_STORAGE_KEY);
      else localStorage.setItem(SETTINGS_STORAGE_KEY, before);
    };
  };
}

/**
 * The app's badge reads the saved settings: shown while any is non-default, gone once the console
 * saves the defaults again (it announces the change in this tab).
 */
export const InTheApp: Story = {
  render: () => <BackendSettingsBadge />,
  beforeEach: withSaved(JSON.stringify({ latencyMs: 400, failures: { cart: 'network' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent('Back end: 1 failure on');
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ latencyMs: 400, failures: {} }));
    announceSettingsChanged();
    await waitFor(() => expect(canvas.queryByRole('link')).toBeNull());
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ latencyMs: 900, failures: {} }));
    announceSettingsChanged();
    await expect(await canvas.findByRole('link')).toHaveTextContent('Latency 900 ms');
  },
};

/** Damaged saved settings show nothing rather than break the page. */
export const DamagedSettings: Story = {
  render: () => <BackendSettingsBadge />,
  beforeEach: withSaved('{not json'),
  parameters: {
    // Nothing renders: there are no pixels to compare.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
