import type { FieldValues } from './fields'
import type { JsonContentKind } from './content-kinds'

const text = (label: string) => ({ type: 'text', label }) as const
const address = (label: string) => ({ type: 'https-address', label }) as const

/**
 * Facts about the firm that editors change without touching code: contact details, address,
 * licence and registration numbers, in content/site.json.
 */
export const siteDetails = {
  file: 'content/site.json',
  fields: {
    brandName: text('Brand name'),
    phone: text('Phone'),
    email: { type: 'text', label: 'E-mail', format: 'email' },
    address: {
      type: 'group',
      label: 'Address',
      fields: { street: text('Street'), city: text('City'), postalCode: text('Postal code') },
    },
    social: {
      type: 'group',
      label: 'Social network',
      fields: { network: text('Network'), url: address('Address') },
    },
    developer: {
      type: 'group',
      label: 'Developer credit',
      fields: { name: text('Name'), url: address('Address') },
    },
    /** The trading provider whose pooled-account (PAMM) API the site is integrated with. */
    provider: text('Trading provider'),
    brokerLicence: text('Broker licence number'),
    companyRegistration: text('Company registration number'),
    /** The island jurisdiction of incorporation, named in the footer. */
    jurisdiction: text('Jurisdiction'),
    /** The independent service that publishes the pooled account's results (home #profit, #myfx). */
    verification: {
      type: 'group',
      label: 'Results verification service',
      fields: { service: text('Service'), url: address('Address') },
    },
    /** Where "open an account with the provider" leads (the /signup/ journey). */
    registrationUrl: address('Account opening address (provider)'),
  },
} as const satisfies JsonContentKind

export type SiteConfig = FieldValues<typeof siteDetails.fields>
