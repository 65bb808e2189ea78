import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { summaryFigures } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './PrivacyPolicyPage';

afterEach(cleanup);

describe('PrivacyPolicyPage', () => {
  it('asks for no patient information, says what can be sent before a BAA, and what happens if PHI is sent anyway', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Please do not send patient health information' })).toBeTruthy();
    expect(screen.getByText(new RegExp(summaryFigures.definition))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'If patient information reaches us anyway' })).toBeTruthy();
    expect(screen.getByText(/we do not use it and do not pass it on/)).toBeTruthy();
    expect(screen.getByText(/breach notification rules/)).toBeTruthy();
  });
});
