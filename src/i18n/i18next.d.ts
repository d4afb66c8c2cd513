import 'i18next'

// gatsby-config sets `returnNull: false`: a missing key renders as the key, never as null.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false
  }
}
