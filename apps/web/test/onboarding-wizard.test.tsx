import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
