import { Gauge, HeartPulse, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const DIFFERENTIALS = [
  { key: 'ai', Icon: Sparkles },
  { key: 'ftp', Icon: Gauge },
  { key: 'wellness', Icon: HeartPulse },
  { key: 'security', Icon: ShieldCheck },
] as const;

export function Differentials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="diff-title" className="mt-24 bg-ink py-20 text-paper">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="eyebrow text-lime">Domestique</p>
        <h2 id="diff-title" className="mt-2 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('differentials.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-paper/70">{t('differentials.subtitle')}</p>
        <ul className="mt-10 grid gap-px overflow-hidden rounded-[var(--radius-card)] bg-white/10 sm:grid-cols-2">
          {DIFFERENTIALS.map(({ key, Icon }) => (
            <li key={key} className="bg-ink p-7" data-testid={`diff-${key}`}>
              <Icon className="size-7 text-lime" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-bold">{t(`differentials.items.${key}.title`)}</h3>
              <p className="mt-2 text-paper/70">{t(`differentials.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
