import { readdirSync } from 'node:fs'
import path from 'node:path'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { htmlValidateConfig } from './html-validate-config'

export interface HtmlProblem {
  /** Relative to the folder that was checked (`en/login/index.html`). */
  file: string
  line: number
  rule: string
  message: string
  /** Where in the page: built pages are one long line, so the line alone does not find it. */
  selector: string | null
}

/** Every .html file under `dir`, in a stable order (page-data/ has folders named `404.html`). */
export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** The errors html-validate finds in the HTML files under `dir` (warnings are not reported). */
export async function validateBuiltHtml(
  dir: string,
  config: ConfigData = htmlValidateConfig,
): Promise<HtmlProblem[]> {
  const validator = new HtmlValidate(config)
  const problems: HtmlProblem[] = []
  for (const file of htmlFilesUnder(dir)) {
    const report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity !== 2) continue
        problems.push({
          file: path.relative(dir, file),
          line: message.line,
          rule: message.ruleId,
          message: message.message,
          selector: message.selector,
        })
      }
    }
  }
  return problems
}

/** `file:line:rule: message (at selector)`, the file named as given in `prefix`. */
export function formatHtmlProblem(problem: HtmlProblem, prefix = ''): string {
  const at = problem.selector ? ` (at ${problem.selector})` : ''
  return `${path.join(prefix, problem.file)}:${problem.line}:${problem.rule}: ${problem.message}${at}`
}
