import { frontmatterLine, type ContentFile } from './content-file'

/** FAQ categories in the order the page shows them; names are translated in locales/<lng>/faq.json. */
export const faqCategories = ['service', 'account', 'costs', 'risk', 'transparency'] as const
export type FaqCategory = (typeof faqCategories)[number]

export const homeSections = ['hero', 'about', 'profit', 'myfx'] as const
export type HomeSectionName = (typeof homeSections)[number]

export interface FaqFrontmatter {
  id: string
  question: string
  category: FaqCategory
  order: number
}

export interface HomeFrontmatter {
  section: HomeSectionName
  title: string
}

interface Problem {
  field: string
  expected: string
}

/** A frontmatter mistake, with the file, line and field an editor needs to fix it. */
export class FrontmatterError extends Error {
  constructor(file: string, raw: string, problems: Problem[]) {
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

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function checkFaq(frontmatter: Record<string, unknown>, file: ContentFile): Problem[] {
  const problems: Problem[] = []
  const { id, question, category, order } = frontmatter
  if (!isText(id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    problems.push({
      field: 'id',
      expected: `must be a kebab-case id like "minimum-deposit", got ${JSON.stringify(id)}`,
    })
  } else if (id !== file.slug) {
    problems.push({ field: 'id', expected: `must equal the file name "${file.slug}", got "${id}"` })
  }
  if (!isText(question))
    problems.push({ field: 'question', expected: 'must be the question as text' })
  if (!(faqCategories as readonly unknown[]).includes(category)) {
    problems.push({
      field: 'category',
      expected: `must be one of ${faqCategories.join(', ')}, got ${JSON.stringify(category)}`,
    })
  }
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0) {
    problems.push({
      field: 'order',
      expected: `must be a whole number (0 or more), got ${JSON.stringify(order)}`,
    })
  }
  return problems
}

function checkHome(frontmatter: Record<string, unknown>, file: ContentFile): Problem[] {
  const problems: Problem[] = []
  const { section, title } = frontmatter
  if (!(homeSections as readonly unknown[]).includes(section)) {
    problems.push({
      field: 'section',
      expected: `must be one of ${homeSections.join(', ')}, got ${JSON.stringify(section)}`,
    })
  } else if (section !== file.slug) {
    problems.push({
      field: 'section',
      expected: `must equal the file name "${file.slug}", got "${String(section)}"`,
    })
  }
  if (!isText(title)) problems.push({ field: 'title', expected: 'must be the heading as text' })
  return problems
}

/** Throws FrontmatterError listing every problem of the file at once. */
export function validateFrontmatter(
  frontmatter: unknown,
  file: ContentFile,
  path: string,
  raw: string,
): void {
  const fields = (frontmatter && typeof frontmatter === 'object' ? frontmatter : {}) as Record<
    string,
    unknown
  >
  const problems = file.kind === 'faq' ? checkFaq(fields, file) : checkHome(fields, file)
  if (problems.length > 0) throw new FrontmatterError(path, raw, problems)
}
