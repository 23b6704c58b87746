import { Compass, FlaskConical, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PublicShell } from './public-shell.tsx';

const PILLAR_ICONS = [Users, Sparkles, FlaskConical, Compass];

export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta(t('meta.title'), t('meta.description'));
  const story = t('story', { returnObjects: true }) as string[];
  const pillars = t('pillars.items', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <PublicShell>
      <div className="mx-auto max-w-4xl px-4 pt-14 sm:px-6">
        <p className="eyebrow text-brand-fg">Domestique</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight sm:text-6xl">{t('title')}</h1>
        <div className="mt-8 space-y-5 text-lg leading-relaxed">
          {story.map((paragraph, index) => (
            <p key={paragraph.slice(0, 40)} className={index === 0 ? 'text-xl font-medium' : 'text-muted'}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      <section aria-labelledby="pillars-title" className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <h2 id="pillars-title" className="text-3xl font-extrabold tracking-tight">
          {t('pillars.title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {pillars.map((pillar, index) => {
            const Icon = PILLAR_ICONS[index % PILLAR_ICONS.length] ?? Sparkles;
            return (
              <li key={pillar.title} className="card p-6">
                <Icon className="size-7 text-brand-fg" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-bold">{pillar.title}</h3>
                <p className="mt-2 text-muted">{pillar.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="vision-title" className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
        <div className="kit-stripes rounded-[var(--radius-card)] bg-ink p-8 text-paper sm:p-10">
          <h2 id="vision-title" className="text-2xl font-extrabold text-lime">
            {t('vision.title')}
          </h2>
          <p className="mt-3 text-lg text-paper/85">{t('vision.text')}</p>
        </div>
        <BackHomeLink label={t('backHome')} className="mt-10" />
      </section>
    </PublicShell>
  );
}
