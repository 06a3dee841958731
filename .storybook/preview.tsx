import type { Preview } from '@storybook/react-vite';
import { toast } from 'sonner';
import '@fontsource-variable/inter';
import '../src/index.css';
import './preview.css';
import { LOG_CHANNEL } from '@/domain/console';
import { backendHandlers } from '../stories/support/backend';
import { probeHandlers } from '../stories/support/msw';
import { resetBackend } from '../stories/support/session';
import { withProviders } from './decorators';
import { loader } from './msw';

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

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loader, resetBackend],
  // Sonner keeps toasts in a module-level store: without this a toast from one story would show
  // again in the next story's Toaster (and in its screenshot).
  beforeEach: () => {
    toast.dismiss();
  },
  // A story's picture is its state, not the last key its play pressed. In a docs page's frame (a
  // frame inside the docs frame, so not the top window's child) every story drops the focus its
  // play left; in its screenshot, stories that ask for it do too (`parameters.releaseFocus`, set by
  // the screens' and patterns' helpers in stories/support/docs.ts).
  afterEach: ({ parameters }) => {
    const inDocsPage = window.parent !== window.top;
    if ((parameters.releaseFocus || inDocsPage) && document.activeElement instanceof HTMLElement) {
      document.activeElement.blur();
    }
  },
  decorators: [withProviders],
  parameters: {
    // Default handler groups by name. A story adds its own groups (a scenario, by resource) in front
    // of 'backend', which forwards /api/* to the stories' back end (stories/support/backend.ts) and
    // stays last (see msw.ts).
    msw: { handlers: { probe: probeHandlers, backend: backendHandlers } },
    layout: 'padded',
    options: {
      // The sidebar in the shop's terms: the building blocks a designer looks for first, then the
      // screens in the order a shopper meets them, the flows through them, and the request tester.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Content',
          'Components',
          ['Introduction', 'Primitives', 'Shop parts'],
          'Patterns',
          ['Out of stock', 'Long names', 'Loading, empty and errors', 'Confirmations'],
          'Screens',
          [
            'Home',
            'Products',
            'Product detail',
            'Cart',
            'Wishlist',
            'Checkout',
            'Payment',
            'Account',
            'Login',
            'Signup',
            'Not found',
            'Route error',
          ],
          'Flows',
          'Request tester',
          ['Tester', 'Mockman screen', 'Console'],
        ],
      },
    },
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
