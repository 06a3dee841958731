import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Tabs',
  parameters: usageParameters({
    purpose:
      'Switches between views of one subject without leaving the page: the account’s User Details, Address Details and Order History.',
    whenToUse: [
      'Two to five views of the same thing, each worth a name of one to three words.',
      'When the URL decides the tab (the account), pass `value` and `onValueChange`, so Back and a shared link land on the right tab.',
    ],
    whenNotToUse: [
      'Steps that must be done in order (checkout): a flow of screens.',
      'A choice that filters data (a sort order): RadioGroup or chips.',
      'Going to another part of the shop: links in the navigation.',
    ],
    states: [
      'First tab active',
      'Another tab active',
      'Controlled by the URL',
      'Vertical',
      'A tab disabled',
    ],
    accessibility: [
      'Tab enters at the active tab; arrow keys move between tabs (wrapping), Home/End jump; Tab again goes into the panel.',
      'The active tab is marked by a 2 px brand-700 bar under it as well as its brand-800 text, so it is not shown by colour alone.',
      'Name the tab list (`aria-label`, "Account").',
    ],
  }),
  component: Tabs,
  args: { defaultValue: 'profile' },
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: ['profile', 'addresses', 'orders'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    ...hiddenArgs('children', 'className', 'onValueChange', 'value', 'asChild'),
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account">
        <TabsTrigger value="profile">User Details</TabsTrigger>
        <TabsTrigger value="addresses">Address Details</TabsTrigger>
        <TabsTrigger value="orders">Order History</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Full name and email.</TabsContent>
      <TabsContent value="addresses">Your saved addresses.</TabsContent>
      <TabsContent value="orders">Your past orders.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab open at first and the orientation. */
export const Playground: Story = { args: { defaultValue: 'orders', orientation: 'horizontal' } };

/** Tabs for views of one thing; not for steps. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'Views of one account, in any order.',
        example: (
          <Tabs defaultValue="profile">
            <TabsList aria-label="Account (do)">
              <TabsTrigger value="profile">User Details</TabsTrigger>
              <TabsTrigger value="orders">Order History</TabsTrigger>
            </TabsList>
            <TabsContent value="profile">Full name and email.</TabsContent>
            <TabsContent value="orders">Your past orders.</TabsContent>
          </Tabs>
        ),
      }}
      bad={{
        caption: 'Checkout steps as tabs invite skipping to Payment before the address.',
        example: (
          <Tabs defaultValue="address">
            <TabsList aria-label="Checkout (don’t)">
              <TabsTrigger value="address">Address</TabsTrigger>
              <TabsTrigger value="payment">Payment</TabsTrigger>
            </TabsList>
            <TabsContent value="address">Deliver to …</TabsContent>
            <TabsContent value="payment">Pay with …</TabsContent>
          </Tabs>
        ),
      }}
    />
  ),
};

/** Tab reaches the chosen tab; arrows switch tabs (wrapping), Home/End jump; Tab moves to the panel. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('tab', { name: 'User Details' });
    const addresses = canvas.getByRole('tab', { name: 'Address Details' });
    const orders = canvas.getByRole('tab', { name: 'Order History' });
    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(addresses).toHaveFocus();
    await expect(addresses).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your saved addresses.');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Order History' })).toHaveFocus();
  },
};

export const SecondTabActive: Story = { args: { defaultValue: 'addresses' } };

/** Controlled, as when the URL picks the tab: the parent owns the value. */
function UrlDrivenTabs() {
  const [path, setPath] = useState('/account-details/addressDetails');
  const tab = path.split('/').pop() ?? 'profileDetails';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-neutral-700">
        URL: <code data-testid="path">{path}</code>
      </p>
      <Tabs value={tab} onValueChange={(value) => setPath(`/account-details/${value}`)}>
        <TabsList aria-label="Account">
          <TabsTrigger value="profileDetails">User Details</TabsTrigger>
          <TabsTrigger value="addressDetails">Address Details</TabsTrigger>
          <TabsTrigger value="orderDetails">Order History</TabsTrigger>
        </TabsList>
        <TabsContent value="profileDetails">Full name and email.</TabsContent>
        <TabsContent value="addressDetails">Your saved addresses.</TabsContent>
        <TabsContent value="orderDetails">Your past orders.</TabsContent>
      </Tabs>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <UrlDrivenTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Address Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Order History' }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/account-details/orderDetails');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/account-details/addressDetails');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Address Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account">
        <TabsTrigger value="profile">User Details</TabsTrigger>
        <TabsTrigger value="addresses" disabled>
          Address Details
        </TabsTrigger>
        <TabsTrigger value="orders">Order History</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Full name and email.</TabsContent>
      <TabsContent value="orders">Your past orders.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveFocus();
  },
};
