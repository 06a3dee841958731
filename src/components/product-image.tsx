/**
 * A product picture with its box reserved (width/height) so the page never jumps, loaded lazily
 * unless it is above the fold. The shop's own drawings show as their WebP versions, the width the
 * screen needs (src/lib/picture.ts); one whose WebP fails to load shows its SVG instead. A picture
 * that fails to load leaves a calm placeholder, not a broken-image icon.
 */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { rasterOf } from '@/lib/picture';

interface ProductImageProps {
  src: string;
  /** What the picture shows; '' when nearby text already names the product (it is then skipped). */
  alt: string;
  width?: number;
  height?: number;
  /** Above-the-fold pictures (the detail's main image) load at once. */
  eager?: boolean;
  /** The page's largest picture (its LCP): loaded at once and before other pictures. */
  priority?: boolean;
  /** The width it is shown at, for picking a version (`sizes`); `width` px unless given. */
  sizes?: string;
  className?: string;
}

/** What has failed to load for a src: its WebP versions, or the picture itself too. */
interface Failure {
  src: string;
  all: boolean;
}

function ProductImage({
  src,
  alt,
  width = 300,
  height = 300,
  eager = false,
  priority = false,
  sizes,
  className,
}: ProductImageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const failed = failure?.src === src ? failure : null;
  if (!src || failed?.all) {
    return (
      <div
        data-slot="product-image"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'flex w-full items-center justify-center bg-neutral-100 text-neutral-500',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  const raster = failed ? null : rasterOf(src);
  return (
    <img
      data-slot="product-image"
      // sizes and srcset before src: a browser that sees src first may fetch it as well.
      sizes={raster ? (sizes ?? `${width}px`) : undefined}
      srcSet={raster?.srcSet}
      src={raster?.src ?? src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailure({ src, all: raster === null })}
      className={cn('h-auto w-full bg-neutral-50 object-contain', className)}
    />
  );
}

export { ProductImage, type ProductImageProps };
