import { authStorageKeys } from './state/auth-storage'

/**
 * The consultant area's pre-paint script: a visitor with no session stored goes to `loginPath`
 * before the area's page paints. The rule is the session's own on load (auth-atoms.ts: no access
 * token or no consultant object is signed out; storage that cannot be read holds nothing), so the
 * guard in React (`useAuthRedirect`) would send the same visitor to the same place, only after the
 * page had painted its loading line and loaded its scripts: the login that replaced it then moved
 * the footer out of the first screen (a layout shift of 0.11), docs/product.md#signed-in-area.
 * The page is hidden as it leaves: the parser goes on while the login loads, and would otherwise
 * paint the area's loading line for a frame.
 */
export function signedOutRedirectScript(loginPath: string): string {
  const { accessToken, consultant } = authStorageKeys
  return `(function(){var k=false;try{var s=localStorage,c=JSON.parse(s.getItem('${consultant}')||'null');k=!!s.getItem('${accessToken}')&&typeof c==='object'&&c!==null&&!Array.isArray(c)}catch(e){}if(!k){document.documentElement.hidden=true;location.replace(${JSON.stringify(loginPath)})}})()`
}
