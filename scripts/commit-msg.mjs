// The commit message rule (issue 50): a subject of at most 72 characters, `module: what changed`,
// then a blank line before any body. As a git hook it checks the message being written
// (`.githooks/commit-msg FILE`, installed by `npm install` through `prepare`); with `--since REV` it
// checks every commit after REV (CI, so a commit made without the hook does not land either).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;
const SHAPE = /^[a-z0-9][a-z0-9./-]*(, ?[a-z0-9][a-z0-9./-]*)*: \S/;

/** What is wrong with a commit message, or undefined when it follows the rule. */
export function messageProblem(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0]?.trim() ?? '';
  if (subject === '') return 'el mensaje no tiene asunto';
  // Git's own subjects (merges, reverts, fixups) are left as git writes them.
  if (/^(Merge|Revert|fixup!|squash!) /.test(subject)) return undefined;
  if (subject.length > MAX_SUBJECT)
    return `el asunto tiene ${subject.length} caracteres; el máximo es ${MAX_SUBJECT}`;
  if (!SHAPE.test(subject))
    return 'el asunto debe decir `módulo: qué cambió` (por ejemplo `auth: límite por cuenta`)';
  if (lines.length > 1 && lines[1].trim() !== '')
    return 'deje una línea en blanco entre el asunto y el detalle';
  return undefined;
}

function commitsSince(rev) {
  const range = rev === undefined ? ['-1', 'HEAD'] : [`${rev}..HEAD`];
  const out = execFileSync('git', ['log', '--format=%H%x00%B%x01', ...range], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out
    .split('\x01')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [hash, body] = entry.split('\x00');
      return { hash: hash.slice(0, 10), message: body };
    });
}

const args = process.argv.slice(2);
const failures = [];
if (args[0] === '--since') {
  let commits = [];
  try {
    commits = commitsSince(args[1]);
  } catch {
    // A shallow clone without REV: the newest commit is what can be checked.
    commits = commitsSince(undefined);
  }
  for (const { hash, message } of commits) {
    const problem = messageProblem(message);
    if (problem) failures.push(`${hash}: ${problem}`);
  }
  if (failures.length === 0) console.log(`Mensajes de commit: ${commits.length} conforme(s)`);
} else if (args[0]) {
  const problem = messageProblem(readFileSync(args[0], 'utf8'));
  if (problem) failures.push(problem);
}
if (failures.length > 0) {
  console.error(`Mensaje de commit rechazado:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
