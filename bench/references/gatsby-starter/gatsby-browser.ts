// Gatsby inlines global CSS into each page's <head> in production, as the static floor does by hand.
import './src/styles.css'
