import type { ModelDetails } from './model-facts.tsx';

const SIZES = '(min-width: 1152px) 36rem, (min-width: 768px) 50vw, 100vw';

/** The exterior and the floorplan, side by side on wide screens; the first loads eagerly (LCP). */
export function ModelPictures({ model }: { model: Pick<ModelDetails, 'exterior' | 'floorplan'> }) {
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      {[
        { picture: model.exterior, caption: 'Exterior (illustration)', eager: true },
        { picture: model.floorplan, caption: 'Floor plan', eager: false },
      ].map(({ picture, caption, eager }) => (
        <figure
          key={caption}
          className="overflow-hidden rounded-lg border border-brand-100 bg-white"
        >
          <a href={picture.src.replace(/-\d+\.webp$/, '-1280.webp')} className="block">
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={SIZES}
              width={picture.width}
              height={picture.height}
              alt={picture.alt}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              className="aspect-[16/10] w-full bg-brand-50 object-contain"
            />
          </a>
          <figcaption className="px-4 py-2 text-sm text-muted">{caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
