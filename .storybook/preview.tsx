import type { Preview } from '@storybook/react-vite';
import { toast } from 'sonner';
import '@fontsource-variable/inter';
import '../src/index.css';
import './preview.css';
import { LOG_CHANNEL } from '@/domain/console';
import { configureBackend } from '@backend/config';
import { installMemoryStore } from '@backend/store';
import { handlerGroups } from '@mocks/handlers';
import { probeHandlers } from '../stories/support/msw';
import { resetBackend } from '../stories/support/session';
import { withProviders } from './decorators';
import { loader } from './msw';

// Stories share one page: the back end keeps its data in memory (reset before each story, see
// resetBackend), answers at once, and pins its clock and ids so screenshots never change.
installMemoryStore();
configureBackend({ latencyMs: 0, deterministic: true });

// The back end posts each call's log entry on a BroadcastChannel, which reaches every page of the
// origin: in the story tests, story files run side by side in pages of one browser, and one story's
// live log (and its screenshot) would show the calls of the others. Each page gets its own channel.
const pageScope = crypto.randomUUID();
class ScopedBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name === LOG_CHANNEL ? `${name}:${pageScope}` : name);
  }
}
window.BroadcastChannel = ScopedBroadcastChannel;

// MSW answers the first match and 'unknown' (404 for any other /api route) must stay last.
const { unknown: unknownRoutes = [], ...resourceGroups } = handlerGroups;

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loader, resetBackend],
  // Sonner keeps toasts in a module-level store: without this a toast from one story would show
  // again in the next story's Toaster (and in its screenshot).
  beforeEach: () => {
    toast.dismiss();
  },
  decorators: [withProviders],
  parameters: {
    // Default handler groups by name; a story replaces one group by its key (see stories/support).
    msw: { handlers: { ...resourceGroups, probe: probeHandlers, unknown: unknownRoutes } },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
