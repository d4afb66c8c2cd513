import {
  editorPatternOf,
  type Field,
  type Fields,
  type MdxContentKind,
} from '../../src/lib/content/model'
import { translationStampWidget, type DecapField } from './decap-types'

/** The widget of each type of field, with the settings that go with it. */
function widgetOf(field: Field, inOptionalGroup: boolean): Omit<DecapField, 'name' | 'label'> {
  switch (field.type) {
    case 'text':
      return { widget: field.multiline ? 'text' : 'string' }
    case 'choice':
      return { widget: 'select', options: field.values }
    case 'whole-number':
      return {
        widget: 'number',
        value_type: 'int',
        min: 0,
        ...(field.step ? { step: field.step } : {}),
      }
    case 'boolean':
      return { widget: 'boolean', default: field.default }
    case 'group':
      return {
        widget: 'object',
        // An optional group (a banner button) starts folded.
        ...(field.optional ? { collapsed: true } : {}),
        fields: decapFields(field.fields, inOptionalGroup || field.optional === true),
      }
    case 'source-digest':
      // Written by the save, never typed: the widget shows whether the translation is current.
      return { widget: translationStampWidget }
    default:
      return { widget: 'string' }
  }
}

/**
 * The editor's fields for the model's fields, in their order, so the editor asks for what the
 * build requires and refuses what it refuses (the same patterns). Inside an optional group no field
 * is required by Decap, which would otherwise demand them of a group left empty; the build still
 * wants both parts of a group that is there (cms/editor/json-format.ts leaves an empty one out).
 */
export function decapFields(fields: Fields, inOptionalGroup = false): DecapField[] {
  return Object.entries(fields).map(([name, field]) => decapField(name, field, inOptionalGroup))
}

function decapField(name: string, field: Field, inOptionalGroup = false): DecapField {
  if (field.hiddenInEditor) return { name, label: field.label, widget: 'hidden' }
  const pattern = editorPatternOf(field)
  return {
    name,
    label: field.label,
    ...widgetOf(field, inOptionalGroup),
    required: !field.optional && !inOptionalGroup,
    ...(pattern ? { pattern: [...pattern] } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  }
}

/**
 * An MDX kind's fields, each translated (`i18n: true`) or shared by every language and copied
 * from pt-BR (`duplicate`), then the body.
 */
export function mdxDecapFields(kind: MdxContentKind): DecapField[] {
  const frontmatter = Object.entries(kind.fields).map(([name, field]) => ({
    ...decapField(name, field),
    i18n: field.perLanguage === 'shared' ? ('duplicate' as const) : true,
  }))
  return [
    ...frontmatter,
    {
      name: 'body',
      label: kind.body.label,
      widget: 'markdown',
      // Raw only: the rich-text mode rewrites the Markdown and knows nothing of MDX.
      modes: ['raw'],
      required: true,
      i18n: true,
    },
  ]
}
