/** How each failure mode reads (the console's selects and the app's badge share it). */
import type { FailureMode } from '@/domain/console';

export const FAILURE_LABELS: Record<FailureMode, string> = {
  none: 'Off',
  '500': '500',
  network: 'Network error',
  hang: 'Never answers',
};
