import { defaultLanguage, languages } from '../../i18n/languages'
import { dismissedValue, suggestionAttribute, suggestionDismissalKey } from './suggestion-choice'

/**
 * Inline, before the body: decides the language suggestion before the first paint, so the offer
 * is part of it and the page below never moves for it (docs/product.md#language-suggestion).
 * Unless the visitor has said "no, thanks", it takes the first of the browser's languages the site
 * has (an exact code, else the language part: `en-US` is en, and any Portuguese but Portugal's is
 * pt-BR) and, if that is not the page's own (<html lang>), marks <html> with it.
 */
export const suggestionScript = `(function(){try{if(localStorage.getItem('${suggestionDismissalKey}')==='${dismissedValue}')return}catch(e){}var s=${JSON.stringify(languages)},h=document.documentElement,t=navigator.languages||[navigator.language];for(var i=0;i<t.length;i++){var l=String(t[i]).trim().toLowerCase(),b=l.split('-')[0],f=s.find(function(x){return x.toLowerCase()===l})||(b==='pt'?'${defaultLanguage}':s.indexOf(b)<0?null:b);if(f){if(f!==h.lang)h.setAttribute('${suggestionAttribute}',f);return}}})()`
