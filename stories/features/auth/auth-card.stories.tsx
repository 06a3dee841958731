import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthCard } from '@/features/auth/auth-card';

const meta = {
  title: 'Screens/Login/Parts/AuthCard',
  component: AuthCard,
  args: {
    title: 'Login',
    children: <p className="text-neutral-700">The form goes here.</p>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
