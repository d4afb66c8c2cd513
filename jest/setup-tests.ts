import '@testing-library/jest-dom'
import { toHaveNoViolations } from 'jest-axe'

// Kit tests run axe on what they render.
expect.extend(toHaveNoViolations)
