import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '../src/components/language-select.tsx';
import { OnboardingWizard } from '../src/features/profile/components/onboarding-wizard.tsx';
import { emptyDraft } from '../src/features/profile/profile-draft.ts';
import { prepareLanguage } from '../src/i18n/i18n.ts';

beforeAll(async () => {
  await prepareLanguage('en', ['common', 'onboarding', 'profile']);
});
afterEach(cleanup);

const next = () => screen.getByTestId('wizard-next') as HTMLButtonElement;

describe('onboarding wizard (spec §4, §5)', () => {
  it('moves through the 8 steps only when each is valid, then completes with the draft', () => {
    const onComplete = vi.fn();
    render(
      <MemoryRouter>
        <OnboardingWizard
          initialDraft={emptyDraft('en')}
          saving={false}
          serverErrors={null}
          onComplete={onComplete}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 1 of 8');
    expect(screen.getByTestId('step-percent').textContent).toBe('13%');
    expect((screen.getByTestId('wizard-previous') as HTMLButtonElement).disabled).toBe(true);
    expect(next().disabled).toBe(true);

    const name = screen.getByLabelText('Preferred name');
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: '  ' } });
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Rui' } });
    fireEvent.click(next());

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rui' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rui@example.com' } });
    fireEvent.click(next());

    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '99' } });
    fireEvent.click(next());

    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '-1' } });
    expect(screen.getByText('Please enter a positive number')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('lb'));
    fireEvent.change(screen.getByLabelText('Weight (lb)'), { target: { value: '160' } });
    fireEvent.click(next());

    expect(screen.queryByLabelText('FTP (watts)')).toBeNull();
    fireEvent.click(next());
    fireEvent.click(screen.getByLabelText(/Elite/));
    fireEvent.click(next());
    fireEvent.click(screen.getByLabelText(/Time trial/));
    fireEvent.click(next());

    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 8 of 8');
    fireEvent.click(screen.getByTestId('wizard-complete'));
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Rui',
        age: '99',
        weight: '160',
        weightUnit: 'lb',
        knowsFtp: false,
        experienceLevel: 'elite',
        primaryGoal: 'timeTrial',
      }),
    );
  });
});

describe('onboarding wizard: messages and a draft that survives a reload (issue 12 #22)', () => {
  // the page's language is its URL's (`/pt/onboarding`), as in the app
  const renderWizard = (
    props: Partial<React.ComponentProps<typeof OnboardingWizard>> = {},
    url = '/onboarding',
  ) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <OnboardingWizard
          initialDraft={emptyDraft('en')}
          saving={false}
          serverErrors={null}
          onComplete={vi.fn()}
          {...props}
        />
      </MemoryRouter>,
    );
  const filled = {
    ...emptyDraft('en'),
    name: 'Rui',
    email: 'rui@example.com',
    age: '34',
    weight: '70',
  };

  it('says why Next is disabled as soon as "I know my FTP" is ticked with the box empty', () => {
    renderWizard({ initialDraft: filled, initialStep: 5 });
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 5 of 8');
    fireEvent.click(screen.getByTestId('knows-ftp'));
    expect(next().disabled).toBe(true);
    expect(screen.getByTestId('field-error').textContent).toBe(
      'Please enter your FTP, or untick "I know my FTP"',
    );
    fireEvent.change(screen.getByLabelText('FTP (watts)'), { target: { value: '250' } });
    expect(screen.queryByTestId('field-error')).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('names the FTP checkbox by its own label in every language (the contract’s hint and the catalog’s label agree)', async () => {
    for (const [lang, box, hint] of [
      ['pt', 'Sei meu FTP', 'Informe seu FTP ou desmarque "Sei meu FTP"'],
      ['es', 'Conozco mi FTP', 'Indica tu FTP o desmarca "Conozco mi FTP"'],
    ] as const) {
      await prepareLanguage(lang, ['common', 'onboarding', 'profile']);
      try {
        const view = renderWizard(
          { initialDraft: { ...filled, interfaceLanguage: lang }, initialStep: 5 },
          `/${lang}/onboarding`,
        );
        fireEvent.click(screen.getByTestId('knows-ftp'));
        // the checkbox's own label (its first line; a hint follows it)
        expect(screen.getByTestId('knows-ftp').closest('label')?.textContent?.startsWith(box)).toBe(true);
        expect(screen.getByTestId('field-error').textContent).toBe(hint);
        view.unmount();
      } finally {
        await prepareLanguage('en', ['common', 'onboarding', 'profile']);
      }
    }
  });

  it('draws the language flags as SVG, never as emoji a font may not have (step 8 and the language menu)', () => {
    const regionalIndicators = /[\u{1F1E6}-\u{1F1FF}]/u;
    renderWizard({ initialDraft: filled, initialStep: 8 });
    for (const code of ['en', 'pt', 'es']) {
      const flag = screen.getByTestId(`flag-${code}`);
      expect(flag.tagName.toLowerCase()).toBe('svg');
      expect(flag.querySelectorAll('rect, path, circle').length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/Português/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(regionalIndicators);
    cleanup();
    render(
      <MemoryRouter>
        <LanguageSelect />
      </MemoryRouter>,
    );
    const options = [...screen.getByTestId('language-select').querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Português', 'Español']);
  });

  it('tells a rider of 14–17 what the terms ask, and still lets them go on (spec §5: 14–99)', () => {
    renderWizard({ initialDraft: filled, initialStep: 3 });
    const age = screen.getByLabelText('Age');
    for (const minor of ['14', '17']) {
      fireEvent.change(age, { target: { value: minor } });
      expect(screen.getByTestId('guardian-consent').textContent).toMatch(/parent or legal guardian/);
      expect(next().disabled).toBe(false);
    }
    for (const other of ['18', '13', '']) {
      fireEvent.change(age, { target: { value: other } });
      expect(screen.queryByTestId('guardian-consent'), other).toBeNull();
    }
  });

  it('reports every answer and step, and opens where it is told to', () => {
    const onProgress = vi.fn();
    const first = renderWizard({ onProgress });
    fireEvent.change(screen.getByLabelText('Preferred name'), { target: { value: 'Rui' } });
    fireEvent.click(next());
    const last = onProgress.mock.lastCall?.[0];
    expect(last).toMatchObject({ step: 2, draft: { name: 'Rui' } });
    first.unmount();
    renderWizard({ initialDraft: last.draft, initialStep: last.step });
    expect(screen.getByTestId('step-indicator').textContent).toBe('Step 2 of 8');
    fireEvent.click(screen.getByTestId('wizard-previous'));
    expect((screen.getByLabelText('Preferred name') as HTMLInputElement).value).toBe('Rui');
  });
});
