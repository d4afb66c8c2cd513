import { checkFields, type FieldProblem } from './check-fields'
import { frontmatterLine, type ContentFile } from './content-file'
import { mdxContentKinds } from './model'

/** A frontmatter mistake, with the file, line and field an editor needs to fix it. */
export class FrontmatterError extends Error {
  constructor(file: string, raw: string, problems: FieldProblem[]) {
    super(
      problems
        .map(
          ({ field, expected }) => `${file}:${frontmatterLine(raw, field)}: "${field}" ${expected}`,
        )
        .join('\n'),
    )
    this.name = 'FrontmatterError'
  }
}

/**
 * Checks an MDX file's frontmatter against its kind in the model (src/lib/content/model/). Throws
 * FrontmatterError listing every problem of the file at once. The build, `npm run content:check`
 * and the editor's preview all call this, so they say the same thing about the same file.
 */
export function validateFrontmatter(
  frontmatter: unknown,
  file: ContentFile,
  path: string,
  raw: string,
): void {
  const { fields, fileNameField } = mdxContentKinds[file.kind]
  const problems = checkFields(fields, frontmatter, { field: fileNameField, name: file.slug })
  if (problems.length > 0) throw new FrontmatterError(path, raw, problems)
}
