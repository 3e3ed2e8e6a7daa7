import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
let eslint;

/**
 * Lints `code` as if it were the file at `file` (relative to the repository root) with the project's own
 * configuration, and returns the rule ids and messages reported. The boundary tests use it to show that a
 * crossing import fails `npm run lint`.
 */
export async function lintAs(file, code) {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}
