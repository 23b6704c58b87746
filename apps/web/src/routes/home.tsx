import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../components/page-meta.ts';
import { Differentials } from '../features/home/components/differentials.tsx';
import { FaqAccordion } from '../features/home/components/faq-accordion.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { HowItWorks } from '../features/home/components/how-it-works.tsx';
import { PublicShell } from './public-shell.tsx';

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <PublicShell>
      <Hero />
      <HowItWorks />
      <Differentials />
      <FaqAccordion />
    </PublicShell>
  );
}
