/**
 * A product picture with its box reserved (width/height) so the page never jumps, loaded lazily
 * unless it is above the fold. A picture that fails to load leaves a calm placeholder, not a
 * broken-image icon.
 */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ProductImageProps {
  src: string;
  /** What the picture shows; '' when nearby text already names the product (it is then skipped). */
  alt: string;
  width?: number;
  height?: number;
  /**
   * Above-the-fold pictures load at once, asked at low priority: Chromium raises a picture it finds
   * in view to high unless told otherwise, so without it whether these compete with the page's
   * largest picture and its font hangs on when the first layout happens.
   */
  eager?: boolean;
  /** The page's largest picture (its LCP): loaded at once and before other pictures. */
  priority?: boolean;
  className?: string;
}

function ProductImage({
  src,
  alt,
  width = 300,
  height = 300,
  eager = false,
  priority = false,
  className,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
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
  return (
    <img
      data-slot="product-image"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
      className={cn('h-auto w-full bg-neutral-50 object-contain', className)}
    />
  );
}

export { ProductImage, type ProductImageProps };
