/**
 * The account area's three tabs (docs/shop/screens.md, Account details) on Radix Tabs. The URL
 * decides the tab: the owner passes the current one and navigates on change. Activation is manual
 * (arrows move, Enter or Space opens) because opening a tab is a navigation that loads data.
 */
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';

export const ACCOUNT_TABS = [
  { value: 'userDetails', label: 'User Details' },
  { value: 'addressDetails', label: 'Address Details' },
  { value: 'orderHistory', label: 'Order History' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

export function isAccountTab(value: string): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab.value === value);
}

export interface AccountTabsProps {
  value: AccountTab;
  onValueChange: (tab: AccountTab) => void;
  /** The open tab's content. */
  children: ReactNode;
}

export function AccountTabs({ value, onValueChange, children }: AccountTabsProps) {
  return (
    <Tabs
      value={value}
      activationMode="manual"
      onValueChange={(next) => {
        if (isAccountTab(next)) onValueChange(next);
      }}
    >
      <TabsList aria-label="Account" className="overflow-x-auto">
        {ACCOUNT_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Every panel exists (each trigger points at one); only the open one has content. */}
      {ACCOUNT_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="pt-2">
          {tab.value === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
