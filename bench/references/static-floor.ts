import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { pageText } from './gatsby-starter/src/page-text'
import { ReferencePage } from './gatsby-starter/src/reference-page'

export const starterStylesheet = join(__dirname, 'gatsby-starter', 'src', 'styles.css')

/**
 * The static floor: the Gatsby reference's page rendered once to HTML, with its stylesheet inline
 * and no script at all. Same markup, text and CSS as the Gatsby reference, so what separates the
 * two is only what Gatsby adds (its runtime, React, hydration). No page can paint sooner on the
 * same server: this is the physical lower bound.
 */
export function staticFloorHtml(css: string = readFileSync(starterStylesheet, 'utf8')): string {
  const body = renderToStaticMarkup(createElement(ReferencePage))
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(pageText.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    // Gatsby's default html.js sends the same viewport.
    '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">',
    `<title>${escapeText(pageText.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(pageText.description)}">`,
    '<link rel="icon" href="data:,">',
    `<style>${css}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n')
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}
