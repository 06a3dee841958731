/**
 * A JSON value as a keyboard-navigable tree (react-json-view-lite: Tab reaches the root, arrows
 * move and open). Long arrays are split into groups of 100, and only the first group starts open;
 * a big or deep value opens its first two levels only (a list's items start closed); values nested
 * deeper than MAX_TREE_DEPTH are cut, so even a 20,000-level answer renders. A copy button puts the
 * value as received on the clipboard (JSON indented by 4) and says "Copied!" for 5.5 s.
 */
import { useEffect, useMemo, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { JsonView } from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import {
  COPIED_RESET_MS,
  countNodes,
  depthOf,
  FULLY_OPEN_DEPTH_LIMIT,
  formatJsonForCopy,
  FULLY_OPEN_NODE_LIMIT,
  groupLargeArrays,
  isGroupKey,
} from './tester-response';
import { panelThemes } from './panel-theme';
import type { ColorScheme } from './tester-machine';

export interface JsonTreeProps {
  data: unknown;
  /** The tree's accessible name, e.g. 'Response data'. */
  label: string;
  scheme?: ColorScheme;
  className?: string;
  /** Puts text on the clipboard; the browser's clipboard by default (stories pass their own). */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
};

type CopyState = 'idle' | 'copied' | 'failed';

const copyStatus: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied!',
  failed: 'Could not copy: copy the text from the tree.',
};

const FIRST_GROUP = /^\[0 … /;

function openGroup(field?: string): boolean {
  return !isGroupKey(field) || FIRST_GROUP.test(field ?? '');
}

const expandAll = (_level: number, _value: unknown, field?: string) => openGroup(field);

// Group keys add a level of their own, so a grouped list opens one level deeper.
const expandTop = (level: number, _value: unknown, field?: string) =>
  openGroup(field) && (level < 2 || (level < 3 && isGroupKey(field)));

export function JsonTree({
  data,
  label,
  scheme = 'standard',
  className,
  copy = clipboardCopy,
}: JsonTreeProps) {
  const grouped = useMemo(() => groupLargeArrays(data), [data]);
  const big = useMemo(
    () => countNodes(grouped) > FULLY_OPEN_NODE_LIMIT || depthOf(grouped) > FULLY_OPEN_DEPTH_LIMIT,
    [grouped],
  );
  const theme = panelThemes[scheme];
  const isTree = grouped !== null && typeof grouped === 'object';
  return (
    <div data-slot="json-tree" className={cn('flex flex-col gap-1.5', className)}>
      <CopyButton data={data} label={label} copy={copy} />
      <div
        className={cn('max-h-[28rem] overflow-auto rounded-md p-3', theme.tree.container)}
        // A scrolling box must be reachable by keyboard: the tree's root is focusable, text is not.
        {...(isTree ? {} : { role: 'region', 'aria-label': label, tabIndex: 0 })}
      >
        {isTree ? (
          <JsonView
            data={grouped}
            style={theme.tree}
            shouldExpandNode={big ? expandTop : expandAll}
            aria-label={label}
          />
        ) : (
          // Text (an HTML page, say) or a lone value: shown as is.
          <pre className="m-0 whitespace-pre-wrap">
            {typeof grouped === 'string' ? grouped : JSON.stringify(grouped)}
          </pre>
        )}
      </div>
    </div>
  );
}

function CopyButton({
  data,
  label,
  copy,
}: {
  data: unknown;
  label: string;
  copy: (text: string) => Promise<void>;
}) {
  // Which value the mark is about: a new answer shows 'Copy' again at once, without an effect.
  const [mark, setMark] = useState<{ state: CopyState; of: unknown }>({ state: 'idle', of: data });
  const state = mark.of === data ? mark.state : 'idle';
  // The mark goes back 5.5 s after the last click (each click restarts the wait).
  useEffect(() => {
    if (mark.state === 'idle') return;
    const timer = setTimeout(() => setMark({ state: 'idle', of: undefined }), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  const onCopy = async () => {
    const text = formatJsonForCopy(data);
    try {
      if (text === undefined) throw new Error('Not JSON');
      await copy(text);
      setMark({ state: 'copied', of: data });
    } catch {
      setMark({ state: 'failed', of: data });
    }
  };
  return (
    <div className="flex items-center justify-end gap-2">
      <span role="status" className="text-sm font-medium">
        {copyStatus[state]}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onCopy()}
        aria-label={`Copy ${label} as JSON`}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        Copy
      </Button>
    </div>
  );
}
