/**
 * A JSON value as a keyboard-navigable tree (react-json-view-lite: Tab reaches the root, arrows
 * move and open). Long arrays are split into groups of 100, and only the first group starts open;
 * a big or deep value opens its first two levels only (a list's items start closed); values nested
 * deeper than MAX_TREE_DEPTH are cut, so even a 20,000-level answer renders.
 */
import { useMemo } from 'react';
import { JsonView } from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';
import { cn } from '@/lib/cn';
import {
  countNodes,
  depthOf,
  FULLY_OPEN_DEPTH_LIMIT,
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
}

const FIRST_GROUP = /^\[0 … /;

function openGroup(field?: string): boolean {
  return !isGroupKey(field) || FIRST_GROUP.test(field ?? '');
}

const expandAll = (_level: number, _value: unknown, field?: string) => openGroup(field);

// Group keys add a level of their own, so a grouped list opens one level deeper.
const expandTop = (level: number, _value: unknown, field?: string) =>
  openGroup(field) && (level < 2 || (level < 3 && isGroupKey(field)));

export function JsonTree({ data, label, scheme = 'standard', className }: JsonTreeProps) {
  const grouped = useMemo(() => groupLargeArrays(data), [data]);
  const big = useMemo(
    () => countNodes(grouped) > FULLY_OPEN_NODE_LIMIT || depthOf(grouped) > FULLY_OPEN_DEPTH_LIMIT,
    [grouped],
  );
  const theme = panelThemes[scheme];
  const isTree = grouped !== null && typeof grouped === 'object';
  return (
    <div
      data-slot="json-tree"
      className={cn('max-h-[28rem] overflow-auto rounded-md p-3', theme.tree.container, className)}
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
  );
}
