import sharp from 'sharp'
import { socialImage } from '../../src/lib/seo/social-image'
import { writeWhenChanged } from '../write-when-changed'

/**
 * Build time only: the brand on the brand colours, 1200x630. Only the firm's name is written on it,
 * so one image serves every locale.
 */
export async function drawSocialImage(brandName: string, target: string): Promise<void> {
  const { width, height } = socialImage
  const escaped = brandName.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#0f0b1d"/>
  <rect x="96" y="215" width="200" height="200" rx="48" fill="#7c3aed"/>
  <path d="M146 345l36-43 29 29 36-50" fill="none" stroke="#22d3ee" stroke-width="18" stroke-linecap="round"/>
  <text x="340" y="345" font-family="Inter, Arial, sans-serif" font-size="112" font-weight="700" fill="#f4f2fa">${escaped}</text>
  <rect x="96" y="520" width="1008" height="8" rx="4" fill="#22d3ee"/>
</svg>`
  await writeWhenChanged(
    target,
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
  )
}
