// Lists production files over 300 lines and functions over 120 lines (first to last line), and
// exits non-zero when there is any. Usage: node scripts/code-size.mjs <dir>... [--exclude <dir>]...
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 120;

const args = process.argv.slice(2);
/** @type {string[]} */
const roots = [];
/** @type {string[]} */
const excluded = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--exclude') excluded.push(path.resolve(args[++i]));
  else roots.push(path.resolve(args[i]));
}
if (roots.length === 0) roots.push(path.resolve('apps/api/src'));

/** Tests are not production code; declaration files are not ours. @param {string} file */
const isProduction = (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file);

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* sourceFiles(dir) {
  if (excluded.some((e) => dir === e || dir.startsWith(e + path.sep))) return;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (isProduction(full)) yield full;
  }
}

/** @param {import('typescript').SignatureDeclaration} node */
function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** @type {string[]} */
const findings = [];
for (const root of roots) {
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(process.cwd(), file);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) findings.push(`${relative}: file has ${lines} lines (max ${MAX_FILE_LINES})`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    /** @param {import('typescript').Node} node */
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const length = last - first + 1;
        if (length > MAX_FUNCTION_LINES) {
          const where = `${relative}:${first + 1}`;
          findings.push(`${where}: ${functionName(node)} has ${length} lines (max ${MAX_FUNCTION_LINES})`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

for (const finding of findings) console.log(finding);
console.log(findings.length === 0 ? 'code size: ok' : `code size: ${findings.length} over the limits`);
process.exit(findings.length === 0 ? 0 : 1);
