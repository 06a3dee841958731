/**
 * The shop's own artwork is drawn as SVG (tools/artwork/) and served as WebP pictures made from it
 * (tools/artwork/rasterize.mjs), at the widths in raster-widths.json, beside each SVG:
 * `/images/products/lakme-lipstick-8332f751.svg` is also `…-400w.webp`, `…-800w.webp`, ….
 *
 * Why not the SVG itself: a browser shows an SVG in an `<img>` as a document of its own, loaded,
 * laid out and painted on the page's main thread, where a WebP is decoded off it. On a phone's first
 * visit to the home page (about 25 pictures) that was a fifth of the main thread's CPU time.
 *
 * A picture this rule does not know (a path outside those folders) is shown as it is.
 */
import WIDTHS from './raster-widths.json';

const DRAWN = /^\/images\/(products|offers|brands)\/([a-z0-9-]+)\.svg$/;

const widthsTable: Readonly<Record<string, readonly number[] | undefined>> = WIDTHS;

/** A drawn picture's WebP versions: `src` for a browser without `srcset`, and the set. */
export interface RasterPicture {
  src: string;
  srcSet: string;
}

/** The WebP versions of one of the shop's SVG pictures, or null for any other picture. */
export function rasterOf(svg: string): RasterPicture | null {
  const [, folder, name] = DRAWN.exec(svg) ?? [];
  if (folder === undefined || name === undefined) return null;
  const widths = widthsTable[`${folder}/${name}`] ?? widthsTable[folder] ?? [];
  // The second width: what a browser without srcset most likely needs (a phone's 2x screen).
  const fallback = widths[1] ?? widths[0];
  if (fallback === undefined) return null;
  const url = (width: number) => `/images/${folder}/${name}-${width}w.webp`;
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}

/**
 * An `<img>`'s `src`, `srcSet` and `sizes` for a picture: its WebP versions when it has them (the
 * browser picks by `sizes`, the width the picture is shown at), else the picture as it is.
 */
export function pictureProps(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const raster = rasterOf(src);
  return raster ? { src: raster.src, srcSet: raster.srcSet, sizes } : { src };
}
