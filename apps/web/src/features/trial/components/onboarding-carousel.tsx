import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** Spec §2 Trial: 7 slides, ids 1,2,3,5,6,7,8 (step 4, weight, is not shown). */
export const SLIDE_IDS = ['1', '2', '3', '5', '6', '7', '8'] as const;

export function OnboardingCarousel() {
  const { t } = useTranslation('trial');
  // The screenshots are of the onboarding in the page's language (scripts/trial-screenshots.ts).
  const language = useLanguage();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'center', containScroll: false });
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const total = SLIDE_IDS.length;
  const currentId = SLIDE_IDS[current] ?? '1';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative"
      data-testid="carousel"
    >
      <div ref={viewportRef} className="overflow-hidden rounded-[1.75rem]">
        <div className="flex touch-pan-y">
          {SLIDE_IDS.map((id, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={id}
              className="min-w-0 shrink-0 grow-0 basis-full px-2"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.counter', { current: index + 1, total })}
              aria-hidden={index !== current}
              data-testid={`slide-${id}`}
            >
              <figure className="mx-auto flex max-w-sm flex-col items-center">
                <div className="rounded-[2.2rem] bg-ink p-2.5 shadow-2xl ring-1 ring-black/10">
                  <img
                    src={`/trial/${language}/slide-${id}.webp`}
                    alt={t(`carousel.slides.${id}.caption`)}
                    width={360}
                    height={720}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-[1/2] w-[min(15rem,62vw)] rounded-[1.7rem] bg-surface-2 object-cover object-top"
                  />
                </div>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 text-center" aria-live="polite">
        <p className="font-display text-xl font-bold" data-testid="slide-caption">
          {t(`carousel.slides.${currentId}.caption`)}
        </p>
        <p className="mx-auto mt-2 max-w-md text-muted">{t(`carousel.slides.${currentId}.description`)}</p>
      </div>

      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'icon')}
          onClick={() => embla?.scrollPrev()}
          disabled={current === 0}
          aria-label={t('carousel.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center">
          {SLIDE_IDS.map((id, index) => (
            <button
              key={id}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`${t('carousel.counter', { current: index + 1, total })} — ${t(`carousel.slides.${id}.caption`)}`}
              aria-current={index === current}
              className="grid size-7 place-items-center rounded-full"
              data-testid={`dot-${index + 1}`}
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === current ? 'w-6 bg-ember' : 'w-2 bg-muted/50'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'icon')}
          onClick={() => embla?.scrollNext()}
          disabled={current === total - 1}
          aria-label={t('carousel.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 text-center font-mono text-sm text-muted" data-testid="slide-counter">
        {t('carousel.counter', { current: current + 1, total })}
      </p>
    </section>
  );
}
