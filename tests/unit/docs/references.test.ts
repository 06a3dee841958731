/**
 * Comments and docs point at what a reader of the repo has. Code comments cite no spec sections
 * and no issue numbers (the repo has neither): the shop's behaviour is in docs/shop/, and a comment
 * points there as "see docs/shop/rules.md, Coupons" (page, then heading, quoted or not). Every such
 * pointer, in comments, stories and tests alike, names a page and a heading that exist, and the
 * docs/shop pages' links to each other land on headings too. The docs name no path of one machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', '.git', '__screenshots__', 'dist', 'coverage']);
const SOURCE = /\.(?:[cm]?[jt]sx?|sql|css|mdx)$/;

/** Every file under `dir` (relative to the root, `/`-separated) whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  const full = path.join(ROOT, dir);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (SKIPPED_DIRS.has(name) || name.startsWith('dist-')) return [];
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return filesUnder(relative, pattern);
    return pattern.test(name) ? [relative] : [];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The comments of a source file, each with its line. TypeScript's parser finds them exactly. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.sql')) {
    return text.split('\n').flatMap((line, index) => {
      const at = line.indexOf('--');
      return at >= 0 ? [{ line: index + 1, text: line.slice(at) }] : [];
    });
  }
  if (file.endsWith('.css') || file.endsWith('.mdx')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\/|\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g)].map(
      (match) => ({ line: text.slice(0, match.index).split('\n').length, text: match[0] }),
    );
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const visit = (node: ts.Node) => {
    // Every comment is the leading trivia of some token (the end-of-file token included).
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? [])
      found.set(range.pos, text.slice(range.pos, range.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([pos, comment]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: comment,
  }));
}

/** "spec §5", "(§2 Route table)", "spec section 4": a section of a document the repo does not have. */
const SPEC_CITATION = /§|\bspec(?:ification)?\s+section\b/i;
/** "issue 19", "Issue 25, item 4", "issue #7": a tracker readers of the repo do not have. */
const ISSUE_CITATION = /\bissues?\s+#?\d+/i;

/**
 * Files that still cite, each with why. Keep this list short and shrinking: fix the comment, then
 * remove its line; never add a file.
 */
const STILL_CITING: Record<string, string> = {};

const CODE_DIRS = ['src', 'backend', 'server', 'mocks'];

function citations(pattern: RegExp): string[] {
  return CODE_DIRS.flatMap((dir) => filesUnder(dir, SOURCE))
    .filter((file) => !(file in STILL_CITING))
    .flatMap((file) => {
      const text = read(file);
      if (!pattern.test(text)) return [];
      return commentsOf(file, text)
        .filter((comment) => pattern.test(comment.text))
        .map((comment) => `${file}:${comment.line}`);
    });
}

describe('code comments', () => {
  it('cite no spec section: they point at docs/shop or at the code that holds the rule', () => {
    expect(citations(SPEC_CITATION)).toEqual([]);
  });

  it('cite no issue number', () => {
    expect(citations(ISSUE_CITATION)).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const SHOP_PAGES = new Map(
  filesUnder('docs/shop', /\.md$/).map((file) => [
    path.basename(file),
    [...read(file).matchAll(/^#{2,6}\s+(.+?)\s*$/gm)].map((match) => match[1] ?? ''),
  ]),
);

describe('docs/shop', () => {
  it('has its four pages', () => {
    expect([...SHOP_PAGES.keys()].sort()).toEqual([
      'errors.md',
      'rules.md',
      'screens.md',
      'texts.md',
    ]);
  });

  it('names each heading once per page, so a pointer is never ambiguous', () => {
    const repeated = [...SHOP_PAGES].flatMap(([page, headings]) =>
      headings.filter((h, i) => headings.indexOf(h) !== i).map((h) => `${page}, ${h}`),
    );
    expect(repeated).toEqual([]);
  });

  it('resolves every "docs/shop/<page>.md, <Heading>" pointer in the code to a heading', () => {
    const dirs = ['src', 'backend', 'server', 'mocks', 'stories', 'tests', '.storybook', 'tools'];
    const broken = dirs
      .flatMap((dir) => filesUnder(dir, SOURCE))
      .flatMap((file) => {
        const raw = read(file);
        if (!raw.includes('docs/shop/')) return [];
        // A pointer may wrap onto the next comment line: join the lines first.
        const text = raw.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|--|#)?\s*/g, ' ');
        return [...text.matchAll(/docs\/shop\/([\w-]+\.md)(?:#[\w-]+)?(,\s*)?/g)].flatMap(
          (match) => {
            const [whole, page = '', comma] = match;
            const headings = SHOP_PAGES.get(page);
            if (!headings) return [`${file}: no page docs/shop/${page}`];
            if (!comma) return [];
            // The heading may be quoted: docs/shop/rules.md, "Coupons".
            const rest = text.slice((match.index ?? 0) + whole.length).replace(/^["'“‘]/, '');
            const named = headings.some(
              (heading) =>
                rest.startsWith(heading) && !/^[\p{L}\p{N}]/u.test(rest.slice(heading.length)),
            );
            return named ? [] : [`${file}: docs/shop/${page}, ${rest.slice(0, 40)}…`];
          },
        );
      });
    expect(broken).toEqual([]);
  });

  it("links to each other's headings by anchors that exist", () => {
    const broken = [...SHOP_PAGES.keys()].flatMap((page) =>
      [...read(`docs/shop/${page}`).matchAll(/\]\(((?:[\w-]+\.md)?)#([\w-]+)\)/g)].flatMap(
        ([link, target, anchor]) => {
          const headings = SHOP_PAGES.get(target || page);
          return headings?.some((heading) => slug(heading) === anchor) ? [] : [`${page}: ${link}`];
        },
      ),
    );
    expect(broken).toEqual([]);
  });
});

describe('the docs', () => {
  it('name no path of one machine (/work/, /root/, /tmp/)', () => {
    const docs = ['README.md', ...filesUnder('docs', /\.md$/)];
    const found = docs.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          /(?:^|[\s`'"(=])\/(?:work|root|tmp)\//.test(line) ? [`${file}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
