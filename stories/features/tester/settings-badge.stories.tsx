import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BACKEND_SETTINGS_EVENT, type BackendSettings } from '@/domain/console';
import { BackendSettingsBadge, SettingsBadgeView } from '@/features/tester/settings-badge';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Request tester/SettingsBadge',
  parameters: ownFrameInDocs(),
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

/** What the simulated back end does when it starts and whenever its saved settings change. */
function announce(settings: BackendSettings | null) {
  window.dispatchEvent(new CustomEvent(BACKEND_SETTINGS_EVENT, { detail: settings }));
}

function withAnnounced(settings: BackendSettings | null) {
  return () => {
    announce(settings);
    return () => announce(null);
  };
}

/**
 * The app's badge follows the settings the back end announces: shown while any is non-default,
 * gone once the console saves the defaults again.
 */
export const InTheApp: Story = {
  render: () => <BackendSettingsBadge />,
  beforeEach: withAnnounced({ latencyMs: 400, failures: { cart: 'network' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent('Back end: 1 failure on');
    announce({ latencyMs: 400, failures: {} });
    await waitFor(() => expect(canvas.queryByRole('link')).toBeNull());
    announce({ latencyMs: 900, failures: {} });
    await expect(await canvas.findByRole('link')).toHaveTextContent('Latency 900 ms');
  },
};

/** No saved settings (or a page without the simulated back end): nothing shows. */
export const NothingSaved: Story = {
  render: () => <BackendSettingsBadge />,
  beforeEach: withAnnounced(null),
  parameters: {
    // Nothing renders: there are no pixels to compare.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
