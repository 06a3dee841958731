import type { Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '../src/index.css';
import './preview.css';
import { handlerGroups } from '@mocks/handlers';
import { probeHandlers } from '../stories/support/msw';
import { withProviders } from './decorators';
import { loader } from './msw';

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loader],
  decorators: [withProviders],
  parameters: {
    // Default handler groups by name; a story replaces one group by its key (see stories/support).
    msw: { handlers: { ...handlerGroups, probe: probeHandlers } },
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
