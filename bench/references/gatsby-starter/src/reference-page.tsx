/** @jsxImportSource react */
import { pageText, type PageText, type TextLink, type TextSection } from './page-text'

/**
 * The page both references show: plain elements and a handful of class names styled by
 * styles.css, no state, no effects. The Gatsby reference renders it as its one page; the static
 * floor renders it to HTML once at build time (bench/references/static-floor.ts); the
 * fixed-stack reference passes the same text back from its translations.
 */
export function ReferencePage({ text = pageText }: { text?: PageText }) {
  const { skipLink, siteName, navLabel, nav, banner, hero, sections, footer } = text
  return (
    <>
      <a className="skip-link" href={skipLink.href}>
        {skipLink.label}
      </a>
      <header className="site-header">
        <div className="wrap header-row">
          <a className="site-name" href="#conteudo">
            {siteName}
          </a>
          <nav aria-label={navLabel}>
            <ul className="nav-list">
              {nav.map((link) => (
                <li key={link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="conteudo">
        <p className="banner">
          <span className="wrap">
            {banner.text} <a href={banner.link.href}>{banner.link.label}</a>
          </span>
        </p>
        <section className="hero">
          <div className="wrap">
            <h1>{hero.title}</h1>
            {hero.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="actions">
              {hero.actions.map((action) => (
                <ActionLink key={action.label} link={action} />
              ))}
            </p>
          </div>
        </section>
        {sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </main>
      <footer className="site-footer" id="rodape">
        <div className="wrap footer-grid">
          <div>
            <p className="site-name">{siteName}</p>
            <p>{footer.about}</p>
          </div>
          <div>
            <h2>{footer.contactTitle}</h2>
            <ul className="plain-list">
              {footer.contact.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{footer.legalTitle}</h2>
            {footer.legal.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="credit">{footer.credit}</p>
        </div>
      </footer>
    </>
  )
}

function Section({ section }: { section: TextSection }) {
  return (
    <section className="section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="wrap">
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list && (
          <ul>
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {section.closing?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.link && <ActionLink link={section.link} />}
      </div>
    </section>
  )
}

function ActionLink({ link }: { link: TextLink }) {
  return (
    <a className="button" href={link.href}>
      {link.label}
    </a>
  )
}
